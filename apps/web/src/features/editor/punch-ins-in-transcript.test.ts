import { ZOOMS_MAX } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { w } from '../../test-support/word-fixtures';
import { addPunchIn, movePunchInEdge, punchInsInTranscript, punchInToReach } from './punch-ins-in-transcript';

// "We ship every week. Then we rest, and repeat." at 0.4 s a word.
const words = ['We', 'ship', 'every', 'week.', 'Then', 'we', 'rest,', 'and', 'repeat.'].map((text, n) =>
  w(text, n * 400, n * 400 + 300),
);

describe('punchInsInTranscript', () => {
  it('marks every word a punch-in zooms over, with its mark before the first', () => {
    const zoom = { start_ms: 1600, end_ms: 2700, scale: 1.15 };
    const { zoomOf, marksBefore } = punchInsInTranscript(words, [zoom]);
    expect([...zoomOf.keys()]).toEqual([4, 5, 6]);
    expect(marksBefore.get(4)).toEqual([zoom]);
  });

  it('puts the mark of a punch-in that starts in a pause before the next word, and of one past them all at the end', () => {
    const inPause = { start_ms: 1520, end_ms: 1700, scale: 1.08 };
    const past = { start_ms: 9000, end_ms: 9800, scale: 1.08 };
    const { zoomOf, marksBefore } = punchInsInTranscript(words, [inPause, past]);
    expect([...zoomOf.keys()]).toEqual([4]);
    expect(marksBefore.get(4)).toEqual([inPause]);
    expect(marksBefore.get(words.length)).toEqual([past]);
  });
});

describe('addPunchIn', () => {
  it('adds a punch-in from the word to the end of its phrase at the density’s scale, in time order', () => {
    const later = { start_ms: 3200, end_ms: 3500, scale: 1.08 };
    expect(addPunchIn(words, 1, 'energetic', [later])).toEqual({
      ok: true,
      zooms: [{ start_ms: 400, end_ms: 1500, scale: 1.15 }, later],
      added: { start_ms: 400, end_ms: 1500, scale: 1.15 },
      trimmed: false,
    });
  });

  it('ends it where the next punch-in starts rather than overlapping it', () => {
    const next = { start_ms: 1200, end_ms: 1500, scale: 1.08 };
    expect(addPunchIn(words, 0, 'subtle', [next])).toMatchObject({
      ok: true,
      added: { start_ms: 0, end_ms: 1200, scale: 1.08 },
      trimmed: true,
    });
  });

  it('refuses when the next punch-in starts too soon to zoom, or the word is already zoomed', () => {
    const next = { start_ms: 700, end_ms: 1500, scale: 1.08 };
    expect(addPunchIn(words, 1, 'subtle', [next])).toEqual({
      ok: false,
      message:
        'The punch-in at 0:00 starts too soon after this word to zoom here. Pick an earlier word, or remove that punch-in first.',
    });
    expect(addPunchIn(words, 2, 'subtle', [next])).toEqual({
      ok: false,
      message: 'This word is already in the punch-in at 0:00. Remove that one to change it.',
    });
  });

  it('refuses once the video has as many punch-ins as it may', () => {
    const full = Array.from({ length: ZOOMS_MAX }, (_, n) => ({
      start_ms: 10_000 + n * 1000,
      end_ms: 10_500 + n * 1000,
      scale: 1.08,
    }));
    expect(addPunchIn(words, 0, 'subtle', full)).toEqual({
      ok: false,
      message: `A video may have at most ${ZOOMS_MAX} punch-ins. Remove one to add another.`,
    });
  });
});

describe('movePunchInEdge', () => {
  // Over "Then we" (1.6–2.3 s), and another over "repeat." (3.2–3.5 s).
  const zoom = { start_ms: 1600, end_ms: 2300, scale: 1.15 };
  const last = { start_ms: 3200, end_ms: 3500, scale: 1.08 };

  it('stretches a punch-in to a later word, or starts it at an earlier one, over the words between', () => {
    expect(movePunchInEdge(words, 7, 'end', [zoom, last])).toEqual({
      ok: true,
      zooms: [{ ...zoom, end_ms: 3100 }, last],
      moved: { ...zoom, end_ms: 3100 },
    });
    expect(movePunchInEdge(words, 1, 'start', [zoom, last])).toMatchObject({
      ok: true,
      zooms: [{ ...zoom, start_ms: 400 }, last],
    });
  });

  it('moves the nearest punch-in: a word between two starts the later one and ends the earlier one', () => {
    expect(punchInToReach(words, 7, 'start', [zoom, last])).toBe(last);
    expect(punchInToReach(words, 7, 'end', [zoom, last])).toBe(zoom);
    expect(movePunchInEdge(words, 7, 'start', [zoom, last])).toMatchObject({
      ok: true,
      zooms: [zoom, { ...last, start_ms: 2800 }],
    });
  });

  it('shortens a punch-in from a word inside it, and refuses when that leaves too little to zoom', () => {
    const long = { start_ms: 0, end_ms: 1500, scale: 1.08 };
    expect(movePunchInEdge(words, 2, 'end', [long])).toMatchObject({
      ok: true,
      moved: { start_ms: 0, end_ms: 1100 },
    });
    expect(movePunchInEdge(words, 2, 'start', [long])).toMatchObject({
      ok: true,
      moved: { start_ms: 800, end_ms: 1500 },
    });
    expect(movePunchInEdge(words, 0, 'end', [long])).toEqual({
      ok: false,
      message: 'The punch-in at 0:00 would be too short to zoom. Pick a word further from its start.',
    });
  });

  it('has nothing to move with no punch-in on that side, or when that end is already at the word', () => {
    expect(punchInToReach(words, 0, 'end', [zoom])).toBeNull();
    expect(punchInToReach(words, 8, 'start', [zoom])).toBeNull();
    expect(punchInToReach(words, 4, 'start', [zoom])).toBeNull();
    expect(movePunchInEdge(words, 0, 'end', [zoom])).toEqual({
      ok: false,
      message: 'Pick a word before or after a punch-in first.',
    });
  });
});
