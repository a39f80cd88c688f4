import { describe, expect, it } from 'vitest';
import { clipFrames, readOtio } from './otio-test-reads';
import { buildOtioTimeline, type OtioEdit } from './otio-timeline';

const source = { fileName: 'Interview take 2.mov', durationMs: 10_000, fps: 25 };
const plain: OtioEdit = { name: 'Interview', cuts: [], zooms: [], crop: null, hook: null, broll: [] };
const build = (edit: Partial<OtioEdit>, from = source) =>
  readOtio(buildOtioTimeline(from, { ...plain, ...edit }));
const [video, audio] = [0, 1];
const trackOf = (timeline: ReturnType<typeof build>, i: number) => {
  const track = timeline.tracks.children[i];
  if (!track) throw new Error(`no track ${i}`);
  return track;
};

describe('the OpenTimelineIO export', () => {
  it('is one clip over the whole source when nothing is cut, referencing the uploaded file by name', () => {
    const timeline = build({});
    const clip = trackOf(timeline, video).children[0];
    expect(clipFrames(trackOf(timeline, video))).toEqual([[0, 250]]);
    expect(clip?.media_references.DEFAULT_MEDIA?.target_url).toBe('Interview take 2.mov');
    expect(clip?.media_references.DEFAULT_MEDIA?.available_range.duration).toEqual({
      OTIO_SCHEMA: 'RationalTime.1',
      rate: 25,
      value: 250,
    });
  });

  it('has one clip per kept range, the cuts removed, on whole frames of the source rate', () => {
    const timeline = build({
      cuts: [
        { start: 1000, end: 2000 },
        { start: 1800, end: 2500 },
        { start: 9000, end: 10_000 },
      ],
    });
    // 0–1 s, 2.5–9 s: the overlapping cuts merged, the cut to the end leaves no clip.
    expect(clipFrames(trackOf(timeline, video))).toEqual([
      [0, 25],
      [63, 162],
    ]);
    expect(clipFrames(trackOf(timeline, audio))).toEqual(clipFrames(trackOf(timeline, video)));
    expect(trackOf(timeline, video).children.every((clip) => clip.source_range.start_time.rate === 25)).toBe(
      true,
    );
  });

  it('keeps a fractional rate as the source has it', () => {
    const timeline = build({ cuts: [{ start: 0, end: 1001 }] }, { ...source, fps: 30_000 / 1001 });
    expect(clipFrames(trackOf(timeline, video))).toEqual([[30, 270]]);
  });

  it('puts the crop path of the kept range and the punch-ins inside it in the clip metadata', () => {
    const still = (t: number) => ({ t, x: 0.3, y: 0.5 });
    const frame = { aspect: '9:16', mode: 'face', source: { width: 1920, height: 1080 } };
    const path = [still(0), still(500), still(1000), { t: 1500, x: 0.6, y: 0.5 }, still(3000), still(3500)];
    const timeline = build({
      cuts: [{ start: 2000, end: 3000 }],
      zooms: [{ start: 1500, end: 4000, scale: 1.2 }],
      crop: { ...frame, size: { width: 606, height: 1080 }, path },
    });
    const [first, second] = trackOf(timeline, video).children.map((clip) => clip.metadata.captionist);
    expect(first).toEqual({
      source_range_ms: { start: 0, end: 2000 },
      punch_ins: [{ start_ms: 1500, end_ms: 2000, scale: 1.2 }],
      reframe: {
        ...frame,
        crop: { width: 606, height: 1080 },
        // Where the crop holds still only its first and last points are kept.
        path: [
          { t_ms: 0, x: 0.3, y: 0.5 },
          { t_ms: 1000, x: 0.3, y: 0.5 },
          { t_ms: 1500, x: 0.6, y: 0.5 },
        ],
      },
    });
    expect(second).toMatchObject({
      source_range_ms: { start: 3000, end: 10_000 },
      punch_ins: [{ start_ms: 3000, end_ms: 4000, scale: 1.2 }],
      reframe: { path: [{ t_ms: 3000 }, { t_ms: 3500 }] },
    });
    expect(trackOf(timeline, audio).children[0]?.metadata).toEqual({});
  });

  it('marks the hook and each b-roll placement on the edited timeline', () => {
    const timeline = build({
      cuts: [{ start: 0, end: 2000 }],
      hook: { text: 'Why we quit', durationMs: 3000 },
      broll: [
        { start: 4000, end: 6000, mediaId: 'm1' },
        { start: 500, end: 1500, mediaId: 'cut away' },
      ],
    });
    const marks = timeline.tracks.markers.map((m) => [
      m.name,
      m.marked_range.start_time.value,
      m.marked_range.duration.value,
      m.metadata.captionist,
    ]);
    expect(marks).toEqual([
      ['Why we quit', 0, 75, { kind: 'hook' }],
      ['B-roll', 50, 50, { kind: 'broll', media_id: 'm1' }],
    ]);
  });

  it('is refused by the reader when a field is not OTIO', () => {
    const json = buildOtioTimeline(source, plain) as { tracks: Record<string, unknown> };
    expect(() => readOtio({ ...json, tracks: { ...json.tracks, OTIO_SCHEMA: 'Stack.2' } })).toThrow();
  });
});
