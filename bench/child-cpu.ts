// CPU seconds spent by this process and by every child it has waited for (ffmpeg, whisper-cli,
// PocketSphinx): wall time swings with other work on a shared machine, CPU time much less.
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc times are in these ticks. */
const TICKS_PER_SECOND = 100;

export function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name: state is field 3, so cutime (16) and cstime (17) are 13 and 14 here.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  const self = process.cpuUsage();
  return children + (self.user + self.system) / 1e6;
}

/** Runs `work` and returns the CPU seconds it cost this process and its children. */
export async function measureCpu(work: () => Promise<unknown>): Promise<number> {
  const before = cpuSeconds();
  await work();
  return cpuSeconds() - before;
}
