// The CMU pronouncing dictionary shipped with pocketsphinx-en-us, loaded once per path, and the
// few ways a script word that is not in it can still be pronounced (hyphenated parts, numbers).
import { readFile } from 'node:fs/promises';
import { numberToWords } from './number-words';

export type Pronunciations = ReadonlyMap<string, readonly string[]>;

const loaded = new Map<string, Promise<Pronunciations>>();

export function loadPronunciations(dictPath: string): Promise<Pronunciations> {
  let entry = loaded.get(dictPath);
  if (!entry) {
    entry = readFile(dictPath, 'utf8').then(parseDictionary);
    entry.catch(() => loaded.delete(dictPath));
    loaded.set(dictPath, entry);
  }
  return entry;
}

/** "word(2) P H O N E S" lines → word → its pronunciations, first one first. */
export function parseDictionary(text: string): Pronunciations {
  const map = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^(\S+?)(?:\(\d+\))?\s+(.+)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const list = map.get(match[1]);
    if (list) list.push(match[2].trim());
    else map.set(match[1], [match[2].trim()]);
  }
  return map;
}

/** The ways `key` may be said, or [] when the dictionary cannot tell (then its time is guessed). */
export function pronounce(dictionary: Pronunciations, key: string): readonly string[] {
  const known = dictionary.get(key);
  if (known) return known;
  const parts = /^\d+$/.test(key) ? numberToWords(Number(key)) : key.split(/[-/]/);
  if (parts.length < 2 && parts[0] === key) return [];
  const phones = parts.map((part) => dictionary.get(part)?.[0]);
  if (phones.length === 0 || phones.some((p) => p === undefined)) return [];
  return [phones.join(' ')];
}
