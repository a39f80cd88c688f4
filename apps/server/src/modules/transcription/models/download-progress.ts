// Download progress for a terminal (one line, rewritten in place) or a log (a line every 10 %).

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export function formatProgress(received: number, total: number): string {
  const percent = total > 0 ? Math.floor((received / total) * 100) : 0;
  return `${String(percent).padStart(3)} %  ${(received / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
}

export function createProgressPrinter(out: ProgressOutput, now: () => number = Date.now) {
  let lineOpen = false;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastTenth = -1;
  const endLine = () => {
    if (lineOpen) out.write('\n');
    lineOpen = false;
  };
  return {
    update({ received, total }: { received: number; total: number }) {
      const done = received >= total;
      if (out.isTTY) {
        if (!done && now() - lastDraw < 100) return;
        lastDraw = now();
        out.write(`\r\x1b[K  ${formatProgress(received, total)}`);
        lineOpen = true;
        if (done) endLine();
        return;
      }
      const tenth = Math.floor((received / total) * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`  ${formatProgress(received, total)}\n`);
    },
    /** A message of its own line, after any progress line. */
    note(message: string) {
      endLine();
      out.write(`${message}\n`);
    },
    endLine,
  };
}
