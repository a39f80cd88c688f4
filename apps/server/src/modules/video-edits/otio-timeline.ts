// The edited video as an OpenTimelineIO timeline (the JSON of OTIO's `Timeline.1`), for a
// desktop editor to open (docs/exports.md "OpenTimelineIO"): one clip per kept range of the
// source on a video and an audio track, the reframe's crop path and the punch-ins as clip
// metadata under "captionist" (OTIO has no crop effect), the hook and b-roll as markers.
import {
  type CameraPoint,
  keptRanges,
  rangeThroughCuts,
  type Size,
  type TimeRange,
} from '@captionist/captions';

export interface OtioSource {
  /** The file name the user uploaded: the clips reference it, relative, to be relinked. */
  fileName: string;
  durationMs: number;
  fps: number;
}

export interface OtioEdit {
  name: string;
  cuts: readonly TimeRange[];
  zooms: readonly (TimeRange & { scale: number })[];
  /** The crop of a reframe (none for the original frame or the blurred fill). */
  crop: { aspect: string; mode: string; source: Size; size: Size; path: readonly CameraPoint[] } | null;
  hook: { text: string; durationMs: number } | null;
  broll: readonly (TimeRange & { mediaId: string })[];
}

type Json = Record<string, unknown>;

const rationalTime = (value: number, rate: number): Json => ({ OTIO_SCHEMA: 'RationalTime.1', rate, value });
const timeRange = (start: number, duration: number, rate: number): Json => ({
  OTIO_SCHEMA: 'TimeRange.1',
  start_time: rationalTime(start, rate),
  duration: rationalTime(duration, rate),
});
/** A source time in ms as a whole frame at the source's rate: editors cut on frames. */
const frameAt = (ms: number, rate: number) => Math.round((ms * rate) / 1000);

/** The path's points inside a range, without those where the crop holds still between two others. */
function pathWithin(path: readonly CameraPoint[], range: TimeRange) {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  const inside = path
    .filter((p) => p.t >= range.start && p.t < range.end)
    .map((p) => ({ t_ms: Math.round(p.t), x: round(p.x), y: round(p.y) }));
  const same = (a?: { x: number; y: number }, b?: { x: number; y: number }) => a?.x === b?.x && a?.y === b?.y;
  return inside.filter((p, i) => !(same(p, inside[i - 1]) && same(p, inside[i + 1])));
}

function clipMetadata(edit: OtioEdit, range: TimeRange): Json {
  const punchIns = edit.zooms
    .filter((zoom) => zoom.end > range.start && zoom.start < range.end)
    .map((zoom) => ({
      start_ms: Math.max(zoom.start, range.start),
      end_ms: Math.min(zoom.end, range.end),
      scale: zoom.scale,
    }));
  const { crop } = edit;
  return {
    captionist: {
      source_range_ms: { start: range.start, end: range.end },
      punch_ins: punchIns,
      reframe: crop && {
        aspect: crop.aspect,
        mode: crop.mode,
        source: crop.source,
        crop: crop.size,
        path: pathWithin(crop.path, range),
      },
    },
  };
}

function clip(source: OtioSource, edit: OtioEdit, range: TimeRange, index: number, withCrop: boolean): Json {
  const rate = source.fps;
  const start = frameAt(range.start, rate);
  return {
    OTIO_SCHEMA: 'Clip.2',
    name: `${edit.name} ${index + 1}`,
    source_range: timeRange(start, frameAt(range.end, rate) - start, rate),
    media_references: {
      DEFAULT_MEDIA: {
        OTIO_SCHEMA: 'ExternalReference.1',
        name: source.fileName,
        target_url: source.fileName,
        available_range: timeRange(0, frameAt(source.durationMs, rate), rate),
        metadata: {},
      },
    },
    active_media_reference_key: 'DEFAULT_MEDIA',
    effects: [],
    markers: [],
    enabled: true,
    metadata: withCrop ? clipMetadata(edit, range) : {},
  };
}

function marker(name: string, range: TimeRange, rate: number, color: string, metadata: Json): Json {
  const start = frameAt(range.start, rate);
  return {
    OTIO_SCHEMA: 'Marker.2',
    name,
    color,
    comment: '',
    marked_range: timeRange(start, frameAt(range.end, rate) - start, rate),
    metadata: { captionist: metadata },
  };
}

/** Markers on the edited timeline: the hook title over the first seconds, each b-roll placement. */
function markers(edit: OtioEdit, rate: number): Json[] {
  const hook = edit.hook
    ? [marker(edit.hook.text, { start: 0, end: edit.hook.durationMs }, rate, 'YELLOW', { kind: 'hook' })]
    : [];
  // B-roll is placed on source times; one wholly inside cuts is not shown.
  const broll = edit.broll.flatMap((item) => {
    const range = rangeThroughCuts(item, edit.cuts);
    return range ? [marker('B-roll', range, rate, 'CYAN', { kind: 'broll', media_id: item.mediaId })] : [];
  });
  return [...hook, ...broll];
}

export function buildOtioTimeline(source: OtioSource, edit: OtioEdit): Json {
  const kept = keptRanges(edit.cuts, source.durationMs);
  const track = (kind: 'Video' | 'Audio') => ({
    OTIO_SCHEMA: 'Track.1',
    name: kind === 'Video' ? 'V1' : 'A1',
    kind,
    source_range: null,
    effects: [],
    markers: [],
    enabled: true,
    metadata: {},
    children: kept.map((range, i) => clip(source, edit, range, i, kind === 'Video')),
  });
  return {
    OTIO_SCHEMA: 'Timeline.1',
    name: edit.name,
    global_start_time: null,
    metadata: {},
    tracks: {
      OTIO_SCHEMA: 'Stack.1',
      name: 'tracks',
      source_range: null,
      effects: [],
      markers: markers(edit, source.fps),
      enabled: true,
      metadata: {},
      children: [track('Video'), track('Audio')],
    },
  };
}
