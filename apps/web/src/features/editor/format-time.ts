// Word timings as an editor shows them: precise to the millisecond, since nudges move 10 ms.

/** 1234 → "0:01.234"; 3_723_004 → "1:02:03.004". */
export function formatWordTime(ms: number): string {
  const safe = Math.max(0, Math.round(ms));
  const hours = Math.floor(safe / 3_600_000);
  const minutes = Math.floor((safe % 3_600_000) / 60_000);
  const seconds = String(Math.floor((safe % 60_000) / 1000)).padStart(2, '0');
  const millis = String(safe % 1000).padStart(3, '0');
  const clock = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}` : String(minutes);
  return `${clock}:${seconds}.${millis}`;
}
