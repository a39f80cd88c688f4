// What the OTIO export's tests read back (otio-timeline.test.ts, apps/server/test): the JSON
// checked against OTIO's own schema names and fields (Timeline.1, Stack.1, Track.1, Clip.2,
// ExternalReference.1, Marker.2, TimeRange.1, RationalTime.1 as OpenTimelineIO serialises them),
// every object strict, so a misspelt or invented field fails. Debian has no OTIO package to
// read it with.
import { z } from 'zod';

const rationalTime = z.strictObject({
  OTIO_SCHEMA: z.literal('RationalTime.1'),
  rate: z.number().positive(),
  value: z.number(),
});
const timeRange = z.strictObject({
  OTIO_SCHEMA: z.literal('TimeRange.1'),
  start_time: rationalTime,
  duration: rationalTime,
});
const metadata = z.record(z.string(), z.unknown());
const item = {
  name: z.string(),
  source_range: timeRange.nullable(),
  effects: z.array(z.never()),
  enabled: z.boolean(),
  metadata,
};
const marker = z.strictObject({
  OTIO_SCHEMA: z.literal('Marker.2'),
  name: z.string(),
  color: z.enum([
    'PINK',
    'RED',
    'ORANGE',
    'YELLOW',
    'GREEN',
    'CYAN',
    'BLUE',
    'PURPLE',
    'MAGENTA',
    'BLACK',
    'WHITE',
  ]),
  comment: z.string(),
  marked_range: timeRange,
  metadata,
});
const clip = z.strictObject({
  OTIO_SCHEMA: z.literal('Clip.2'),
  ...item,
  source_range: timeRange,
  markers: z.array(marker),
  media_references: z.record(
    z.string(),
    z.strictObject({
      OTIO_SCHEMA: z.literal('ExternalReference.1'),
      name: z.string(),
      target_url: z.string().min(1),
      available_range: timeRange,
      metadata,
    }),
  ),
  active_media_reference_key: z.string(),
});
const track = z.strictObject({
  OTIO_SCHEMA: z.literal('Track.1'),
  ...item,
  markers: z.array(marker),
  kind: z.enum(['Video', 'Audio']),
  children: z.array(clip),
});
const timeline = z.strictObject({
  OTIO_SCHEMA: z.literal('Timeline.1'),
  name: z.string(),
  global_start_time: rationalTime.nullable(),
  metadata,
  tracks: z.strictObject({
    OTIO_SCHEMA: z.literal('Stack.1'),
    ...item,
    markers: z.array(marker),
    children: z.array(track),
  }),
});

/** The timeline, throwing where it is not OTIO; each clip's active reference must exist. */
export function readOtio(json: unknown) {
  const read = timeline.parse(json);
  for (const t of read.tracks.children) {
    for (const c of t.children) {
      if (!c.media_references[c.active_media_reference_key])
        throw new Error(`${c.name}: no active reference`);
    }
  }
  return read;
}

/** A track's clips as [start frame, frame count] of the source. */
export const clipFrames = (track: { children: { source_range: z.infer<typeof timeRange> }[] }) =>
  track.children.map((c) => [c.source_range.start_time.value, c.source_range.duration.value]);
