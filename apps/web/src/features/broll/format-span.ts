// How a b-roll span reads in the panel: "0:01.2–0:02.5".
const clock = (ms: number) => {
  const tenths = Math.round(Math.max(ms, 0) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
};

export const formatSpan = (span: { start_ms: number; end_ms: number }) =>
  `${clock(span.start_ms)}–${clock(span.end_ms)}`;
