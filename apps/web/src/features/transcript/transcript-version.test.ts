import type { TranscriptWord } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { sampleWords, w } from '../../test-support/word-fixtures';
import { draftFits, transcriptVersion } from './transcript-version';

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

describe('draftFits', () => {
  const unlabelled = { engine: 'edited' as const, words: sampleWords() };
  const labelled = (speakers: string[]) => ({
    engine: 'edited' as const,
    words: sampleWords().map((word, i) => ({ ...word, speaker: speakers[i % speakers.length] as string })),
  });

  it('fits its own transcript, and that one as the speaker analysis labelled it since', () => {
    const basedOn = transcriptVersion(unlabelled);
    expect(draftFits(basedOn, unlabelled)).toBe(true);
    expect(draftFits(basedOn, labelled(['s1', 's2']))).toBe(true);
  });

  it('does not fit a transcript whose words or speakers changed otherwise', () => {
    const moved = { engine: 'edited' as const, words: [...sampleWords().slice(0, 4), w('you', 2451, 2800)] };
    expect(draftFits(transcriptVersion(unlabelled), moved)).toBe(false);
    expect(draftFits(transcriptVersion(labelled(['s1'])), labelled(['s2']))).toBe(false);
    expect(draftFits(transcriptVersion(labelled(['s1'])), unlabelled)).toBe(false);
  });
});
