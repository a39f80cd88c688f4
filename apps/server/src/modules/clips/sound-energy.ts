// The loudness of each second of a video's sound, for the clip finder's energy part: the 10 ms
// frame levels Remove silences reads (quiet-ranges.ts), averaged as power per second.
import { frameLevels } from '../video-edits/quiet-ranges';

const FRAMES_PER_SECOND = 100;

export async function loudnessPerSecond(
  source: string,
  signal: AbortSignal,
  sound: string,
): Promise<number[]> {
  return secondsOf(await frameLevels(source, signal, sound));
}

function secondsOf(levels: Float32Array): number[] {
  const seconds: number[] = [];
  for (let from = 0; from < levels.length; from += FRAMES_PER_SECOND) {
    const frames = levels.subarray(from, from + FRAMES_PER_SECOND);
    let power = 0;
    for (const level of frames) power += 10 ** (level / 10);
    seconds.push(10 * Math.log10(power / frames.length));
  }
  return seconds;
}
