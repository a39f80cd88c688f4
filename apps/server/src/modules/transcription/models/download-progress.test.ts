import { describe, expect, it } from 'vitest';
import { createProgressPrinter, formatProgress } from './download-progress';

function output(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, out: { isTTY, write: (text: string) => writes.push(text) } };
}

describe('download progress', () => {
  it('shows percent and megabytes', () => {
    expect(formatProgress(66_600_000, 147_964_211)).toBe(' 45 %  66.6 of 148.0 MB');
  });

  it('writes a line every 10 % when the output is a log', () => {
    const { writes, out } = output(false);
    const printer = createProgressPrinter(out);
    for (let received = 0; received <= 1000; received += 10) printer.update({ received, total: 1000 });
    expect(writes).toHaveLength(11);
    expect(writes[1]).toBe('   10 %  0.0 of 0.0 MB\n');
    expect(writes.every((w) => w.endsWith('\n') && !w.includes('\r'))).toBe(true);
  });

  it('rewrites one line on a terminal, at most ten times a second, and ends it for a note', () => {
    const { writes, out } = output(true);
    let time = 0;
    const printer = createProgressPrinter(out, () => time);
    printer.update({ received: 0, total: 2_000_000 });
    printer.update({ received: 500_000, total: 2_000_000 }); // same instant: skipped
    time = 150;
    printer.update({ received: 1_000_000, total: 2_000_000 });
    printer.note('Checking…');
    printer.update({ received: 2_000_000, total: 2_000_000 });
    expect(writes).toEqual([
      '\r\x1b[K    0 %  0.0 of 2.0 MB',
      '\r\x1b[K   50 %  1.0 of 2.0 MB',
      '\n',
      'Checking…\n',
      '\r\x1b[K  100 %  2.0 of 2.0 MB',
      '\n',
    ]);
  });
});
