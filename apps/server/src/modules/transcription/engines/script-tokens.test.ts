import { describe, expect, it } from 'vitest';
import { numberToWords } from './number-words';
import { parseDictionary, pronounce } from './pronouncing-dictionary';
import { buildScriptDictionary, buildScriptLanguageModel } from './script-language-model';
import { tokeniseScript } from './script-tokens';

describe('tokeniseScript', () => {
  it('keeps what the user wrote and looks words up bare and lowercase', () => {
    expect(tokeniseScript('“Hello,” she said — don’t   go!')).toEqual([
      { text: '“Hello,”', key: 'hello' },
      { text: 'she', key: 'she' },
      { text: 'said —', key: 'said' },
      { text: 'don’t', key: "don't" },
      { text: 'go!', key: 'go' },
    ]);
  });
});

describe('pronounce', () => {
  const dictionary = parseDictionary(
    'well W EH1 L\nwell(2) W AH0 L\nknown N OW1 N\nforty F AO1 R T IY0\ntwo T UW1\n',
  );

  it('gives every pronunciation of a known word', () => {
    expect(pronounce(dictionary, 'well')).toEqual(['W EH1 L', 'W AH0 L']);
  });

  it('joins the parts of hyphenated words and says numbers', () => {
    expect(pronounce(dictionary, 'well-known')).toEqual(['W EH1 L N OW1 N']);
    expect(pronounce(dictionary, '42')).toEqual(['F AO1 R T IY0 T UW1']);
  });

  it('gives nothing for a word it cannot say', () => {
    expect(pronounce(dictionary, 'captionist')).toEqual([]);
  });
});

describe('numberToWords', () => {
  it('spells whole numbers', () => {
    expect(numberToWords(0)).toEqual(['zero']);
    expect(numberToWords(1999)).toEqual(['one', 'thousand', 'nine', 'hundred', 'ninety', 'nine']);
    expect(numberToWords(-1)).toEqual([]);
  });
});

describe('script language model', () => {
  it('writes an ARPA bigram model of the script with sentence starts and ends', () => {
    const lm = buildScriptLanguageModel(['go', 'now', 'go', 'home'], [false, true, false, false]);
    expect(lm).toContain('ngram 1=5');
    expect(lm).toMatch(/\n-0\.0458 <s> go\n/);
    expect(lm).toMatch(/ now <\/s>\n/);
    expect(lm).toMatch(/ go home\n/);
    expect(lm.trim().endsWith('\\end\\')).toBe(true);
  });

  it('lists alternates the way PocketSphinx reads them', () => {
    expect(buildScriptDictionary(new Map([['well', ['W EH1 L', 'W AH0 L']]]))).toBe(
      'well W EH1 L\nwell(2) W AH0 L\n',
    );
  });
});
