// Numbers written as digits in a script are spoken as words: "42" → ["forty", "two"].
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1000, 'thousand'],
  [100, 'hundred'],
];

/** English words for a whole number up to the billions; [] for anything else. */
export function numberToWords(n: number): string[] {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) return [];
  if (n < 20) return [ONES[n] as string];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] as string;
    return n % 10 === 0 ? [tens] : [tens, ONES[n % 10] as string];
  }
  for (const [size, name] of SCALES) {
    if (n >= size) {
      const rest = n % size;
      return [...numberToWords(Math.floor(n / size)), name, ...(rest ? numberToWords(rest) : [])];
    }
  }
  return [];
}
