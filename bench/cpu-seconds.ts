// CPU clocks for the benchmarks: wall time swings with other work on a shared machine, CPU time
// much less. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc times are in these ticks. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime: the process's own CPU. */
  own: number;
  /** cutime + cstime: children it has waited for. */
  children: number;
}

function readStat(pid: number | 'self'): ProcStat | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // it has ended
  }
  // Fields after the command name, which may hold spaces: state is field 3, ppid 4, utime 14.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    ppid: fields[1] ?? 0,
    own: ((fields[11] ?? 0) + (fields[12] ?? 0)) / TICKS_PER_SECOND,
    children: ((fields[13] ?? 0) + (fields[14] ?? 0)) / TICKS_PER_SECOND,
  };
}

/**
 * CPU seconds spent by this process (all its threads) and by every child it has waited for
 * (ffmpeg, whisper-cli, PocketSphinx, a child Node process).
 */
export function ownCpuSeconds(): number {
  const self = process.cpuUsage();
  return (readStat('self')?.children ?? 0) + (self.user + self.system) / 1e6;
}

/**
 * CPU seconds of other processes (a server we started) and everything below them: their own
 * time, their waited-for children's, and that of descendants still running, so that a child
 * that outlives a measurement is counted as far as it got.
 */
export function processTreeCpuSeconds(roots: readonly number[]): number {
  let total = 0;
  for (const stat of processTree(roots).values()) total += stat.own + stat.children;
  return total;
}

/**
 * CPU seconds of the processes below `roots` (ffmpeg, whisper-cli, the face detector), running or
 * ended: while it grows, the server's work goes on. Not a count of them: the face detector stays
 * up, idle, for a minute after its last frame.
 */
export function descendantsCpuSeconds(roots: readonly number[]): number {
  let total = 0;
  for (const [pid, stat] of processTree(roots)) total += (roots.includes(pid) ? 0 : stat.own) + stat.children;
  return total;
}

/** The processes running below `roots` (not the roots). */
export function descendantPids(roots: readonly number[]): number[] {
  return [...processTree(roots).keys()].filter((pid) => !roots.includes(pid));
}

function processTree(roots: readonly number[]): Map<number, ProcStat> {
  const all = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? readStat(pid) : null;
    if (stat) all.set(pid, stat);
  }
  const tree = new Map<number, ProcStat>();
  for (const pid of roots) {
    const stat = all.get(pid);
    if (stat) tree.set(pid, stat);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of all)
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.set(pid, stat);
        grew = true;
      }
  }
  return tree;
}
