// System background tracks, generated with ffmpeg from plain sine chords (so they are ours to
// ship): a looping chord progression with a bass note, pulsed by a tremolo for the rhythm.

export interface SystemAudioSeed {
  slug: string;
  name: string;
  /** Bump when the recipe changes: the stored file's key carries it. */
  version: number;
  seconds: number;
  /** Seconds per chord. */
  barSeconds: number;
  /** Pulses per second (tremolo), the track's rhythm. */
  pulse: number;
  /** Each chord as note frequencies in Hz; its first note's octave below is the bass. */
  chords: number[][];
}

export const systemAudios: SystemAudioSeed[] = [
  {
    slug: 'sunrise-pop',
    name: 'Sunrise Pop',
    version: 1,
    seconds: 40,
    barSeconds: 2,
    pulse: 4,
    // A – E – F#m – D
    chords: [
      [220, 277.18, 329.63],
      [164.81, 207.65, 246.94],
      [185, 220, 277.18],
      [146.83, 185, 220],
    ],
  },
  {
    slug: 'night-drive',
    name: 'Night Drive',
    version: 1,
    seconds: 48,
    barSeconds: 2.4,
    pulse: 5,
    // Am – F – C – G
    chords: [
      [220, 261.63, 329.63],
      [174.61, 220, 261.63],
      [130.81, 164.81, 196],
      [196, 246.94, 293.66],
    ],
  },
  {
    slug: 'calm-focus',
    name: 'Calm Focus',
    version: 1,
    seconds: 32,
    barSeconds: 4,
    pulse: 1,
    // Cmaj7 – Fmaj7
    chords: [
      [130.81, 164.81, 196, 246.94],
      [174.61, 220, 261.63, 329.63],
    ],
  },
];

export const systemAudioKey = (seed: SystemAudioSeed) => `system/audios/${seed.slug}-v${seed.version}.m4a`;

/** ffmpeg's -filter_complex for a track, its output labelled [out]. */
export function audioFilterGraph(seed: SystemAudioSeed): string {
  const rate = 44100;
  const parts: string[] = [];
  const bars = seed.chords.map((chord, i) => {
    const notes = [...chord, (chord[0] ?? 110) / 2];
    const labels = notes.map((frequency, n) => {
      parts.push(`sine=f=${frequency}:d=${seed.barSeconds}:sample_rate=${rate}[c${i}n${n}]`);
      return `[c${i}n${n}]`;
    });
    parts.push(`${labels.join('')}amix=inputs=${notes.length},tremolo=f=${seed.pulse}:d=0.8[bar${i}]`);
    return `[bar${i}]`;
  });
  const cycleSamples = Math.round(seed.chords.length * seed.barSeconds * rate);
  const fadeOut = seed.seconds - 2;
  parts.push(
    `${bars.join('')}concat=n=${bars.length}:v=0:a=1,aloop=loop=-1:size=${cycleSamples},` +
      `atrim=0:${seed.seconds},afade=t=in:d=1,afade=t=out:st=${fadeOut}:d=2,volume=3,` +
      'pan=stereo|c0=c0|c1=c0[out]',
  );
  return parts.join(';');
}
