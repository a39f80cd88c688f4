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
});
