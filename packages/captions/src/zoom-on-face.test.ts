import { describe, expect, it } from 'vitest';
import { zoomPivotAt } from './punch-ins';
import { cameraPath, cropSize, type FaceSample } from './reframe';
import { zoomsOnFaces } from './zoom-on-face';

const source = { width: 1280, height: 720 };
const crop = cropSize(source, '9:16');
/** A face 10 % of the frame wide whose centre is at (x, y) on samples every 500 ms over 6 s. */
const faceAt = (centre: (t: number) => { x: number; y: number }): FaceSample[] =>
  Array.from({ length: 13 }, (_, i) => {
    const t = i * 500;
    const { x, y } = centre(t);
    return { t, faces: [{ x: x - 0.05, y: y - 0.09, w: 0.1, h: 0.18 }] };
  });
const moment = { start: 2000, end: 4000, scale: 1.15 };

describe('zoomsOnFaces', () => {
  it('grows a moment from where the face is in the crop', () => {
    // The face holds still at 60 % across and 40 % down the source; the crop, 404 px of 1280
    // wide and the whole height, settles on it across, so the face is at the crop's centre
    // across and 40 % down it.
    const samples = faceAt(() => ({ x: 0.6, y: 0.4 }));
    const path = cameraPath(samples, source, '9:16', 6000);
    const [placed] = zoomsOnFaces([moment], samples, source, crop, path);
    expect(placed).toMatchObject(moment);
    expect(placed?.pivot?.x).toBeCloseTo(0.5, 2);
    expect(placed?.pivot?.y).toBeCloseTo(0.4, 2);
  });

  it('puts the pivot on a face the crop does not centre, and keeps it inside the frame', () => {
    // A crop standing at the frame's centre (no path) with the face at 60 % across the source:
    // (0.6 − 0.5) × 1280 / 404 + 0.5 ≈ 0.817 of the crop. Near the source's edge the face is
    // outside the crop: the pivot stops at the crop's edge.
    const [inside] = zoomsOnFaces(
      [moment],
      faceAt(() => ({ x: 0.6, y: 0.5 })),
      source,
      crop,
      [],
    );
    expect(inside?.pivot?.x).toBeCloseTo(0.817, 2);
    const [outside] = zoomsOnFaces(
      [moment],
      faceAt(() => ({ x: 0.95, y: 0.5 })),
      source,
      crop,
      [],
    );
    expect(outside?.pivot).toEqual({ x: 1, y: 0.5 });
  });

  it('takes the face’s mean place over the moment', () => {
    // Across the crop from 30 % to 70 % of the source during the moment, with the crop still.
    const samples = faceAt((t) => ({ x: 0.5 + (0.2 * (t - 3000)) / 1000, y: 0.5 }));
    const [placed] = zoomsOnFaces([moment], samples, source, source, []);
    expect(placed?.pivot?.x).toBeCloseTo(0.5, 1);
    expect(placed?.pivot?.y).toBeCloseTo(0.5, 3);
  });

  it('leaves the moments on the centre when no face was seen', () => {
    const none = [
      { t: 0, faces: [] },
      { t: 500, faces: [] },
    ];
    expect(zoomsOnFaces([moment], none, source, crop, [])).toEqual([moment]);
    expect(zoomsOnFaces([moment], [], source, crop, [])).toEqual([moment]);
    expect(zoomPivotAt(3000, [moment])).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('zoomPivotAt', () => {
  it('is the pivot of the moment zoomed at the time, else the centre', () => {
    const moments = [
      { ...moment, pivot: { x: 0.2, y: 0.3 } },
      { start: 5000, end: 6000, scale: 1.1 },
    ];
    expect(zoomPivotAt(2000, moments)).toEqual({ x: 0.2, y: 0.3 });
    expect(zoomPivotAt(4000, moments)).toEqual({ x: 0.2, y: 0.3 });
    expect(zoomPivotAt(4500, moments)).toEqual({ x: 0.5, y: 0.5 });
    expect(zoomPivotAt(5500, moments)).toEqual({ x: 0.5, y: 0.5 });
  });
});
