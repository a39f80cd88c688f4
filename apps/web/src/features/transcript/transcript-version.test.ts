import type { TranscriptWord } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { transcriptVersion } from './transcript-version';

describe('transcriptVersion', () => {
  it('is the same for the same transcript and changes with any word or the engine', () => {
    const version = transcriptVersion({ engine: 'pocketsphinx', words: sampleWords() });
    expect(transcriptVersion({ engine: 'pocketsphinx', words: sampleWords() })).toBe(version);
    const moved = [...sampleWords().slice(0, 4), w('you', 2451, 2800)];
    expect(transcriptVersion({ engine: 'pocketsphinx', words: moved })).not.toBe(version);
    expect(transcriptVersion({ engine: 'edited', words: sampleWords() })).not.toBe(version);
  });

  it('changes with a word’s emphasis, whatever the order of its keys, and not for plain words', () => {
    const plain = transcriptVersion({ engine: 'edited', words: sampleWords() });
    const emphasised = (emphasis: TranscriptWord['emphasis']) =>
      transcriptVersion({
        engine: 'edited',
        words: sampleWords().map((word, i) => (i === 1 ? { ...word, emphasis } : word)),
      });
    expect(emphasised({ color: '#ffd43b', scale: 1.2 })).not.toBe(plain);
    expect(emphasised({ scale: 1.2, color: '#ffd43b' })).toBe(emphasised({ color: '#ffd43b', scale: 1.2 }));
    expect(emphasised({ color: '#ffd43b' })).not.toBe(emphasised({ color: '#ffd43b', scale: 1.2 }));
  });

  it('changes when a word’s speaker is told or changed', () => {
    const plain = transcriptVersion({ engine: 'edited', words: sampleWords() });
    const spokenBy = (speaker: string) =>
      transcriptVersion({ engine: 'edited', words: sampleWords().map((word) => ({ ...word, speaker })) });
    expect(spokenBy('s1')).not.toBe(plain);
    expect(spokenBy('s2')).not.toBe(spokenBy('s1'));
  });
});
