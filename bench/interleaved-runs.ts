// How every bench compares sides: runs them interleaved, each round in the opposite order of the
// one before (A,B then B,A …), so that neither side always runs on a cold or a warm machine, and
// prints per side the median and range of wall time and CPU seconds, and ratios computed round
// by round (CPU is the figure to judge by: it moves much less with other work on the machine).
import { performance } from 'node:perf_hooks';
import { ownCpuSeconds } from './cpu-seconds';

export interface Sample {
  /** Seconds. */
  wall: number;
  /** CPU seconds of the measured processes. */
  cpu: number;
  /** Other figures of the run (peak memory in MB, …), summarised the same way. */
  figures?: Record<string, number>;
}

export interface Side {
  name: string;
  run: () => Promise<Sample>;
}

export type Samples = Map<string, Sample[]>;

/** Times `work` on the wall clock and on `cpuClock` (default: this process and its waited-for children). */
export async function measure(
  work: () => Promise<unknown>,
  cpuClock: () => number = ownCpuSeconds,
): Promise<Sample> {
  const cpuBefore = cpuClock();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: cpuClock() - cpuBefore };
}

/** Runs every side once a round; prints each run unless `quiet` (benches of many short runs). */
export async function runInterleaved(
  sides: readonly Side[],
  rounds: number,
  { quiet = false } = {},
): Promise<Samples> {
  const samples: Samples = new Map(sides.map((side) => [side.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const sample = await side.run();
      samples.get(side.name)?.push(sample);
      if (quiet) continue;
      const figures = Object.entries(sample.figures ?? {}).map(
        ([name, value]) => `, ${name} ${value.toFixed(2)}`,
      );
      console.log(
        `round ${round + 1}/${rounds} ${side.name}: wall ${sample.wall.toFixed(3)} s, CPU ${sample.cpu.toFixed(3)} s${figures.join('')}`,
      );
    }
  }
  return samples;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

export function formatSpread({ median, min, max }: Spread, digits = 3, unit = ''): string {
  return `${median.toFixed(digits)}${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}

/** `candidate ÷ baseline` of one measure, round by round (the two ran next to each other). */
export function ratio(samples: Samples, candidate: string, baseline: string, of: 'wall' | 'cpu'): Spread {
  const a = samples.get(candidate) ?? [];
  const b = samples.get(baseline) ?? [];
  return spread(a.map((sample, i) => sample[of] / (b[i]?.[of] ?? Number.NaN)));
}

export interface SummaryOptions {
  /** [candidate, baseline] pairs whose ratios to print. */
  ratios?: readonly (readonly [string, string])[];
  /** Wall and CPU in milliseconds instead of seconds (for requests). */
  milliseconds?: boolean;
}

/** The table: per side, wall and CPU as median (min–max), other figures, then the ratios. */
export function printSummary(samples: Samples, { ratios = [], milliseconds = false }: SummaryOptions = {}) {
  const scale = milliseconds ? 1000 : 1;
  const unit = milliseconds ? 'ms' : 's';
  const digits = milliseconds ? 1 : 3;
  const runs = [...samples.values()].flat();
  const figureNames = [...new Set(runs.flatMap((run) => Object.keys(run.figures ?? {})))];
  const rows = [
    ['', `wall ${unit}`, `CPU ${unit}`, ...figureNames],
    ...[...samples].map(([name, sideRuns]) => {
      const of = (pick: (sample: Sample) => number, places = digits) =>
        formatSpread(spread(sideRuns.map(pick)), places);
      return [
        name,
        of((run) => run.wall * scale),
        of((run) => run.cpu * scale),
        ...figureNames.map((figure) => of((run) => run.figures?.[figure] ?? Number.NaN, 2)),
      ];
    }),
    ...ratios.map(([candidate, baseline]) => [
      `${candidate} ÷ ${baseline}`,
      formatSpread(ratio(samples, candidate, baseline, 'wall')),
      formatSpread(ratio(samples, candidate, baseline, 'cpu')),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const rounds = Math.max(...[...samples.values()].map((sideRuns) => sideRuns.length));
  console.log(`\nmedian (min–max) of ${rounds} interleaved rounds, order alternated; ratios round by round:`);
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('   ')
        .trimEnd()}`,
    );
}
