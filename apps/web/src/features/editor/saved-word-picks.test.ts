import { describe, expect, it } from 'vitest';
import { w } from '../../test-support/word-fixtures';
import { onCurrentWords } from './saved-word-picks';

describe('onCurrentWords', () => {
  const saved = [w('one', 0, 100), w('two', 200, 300), w('three', 400, 500)];

  it('moves a pick to the same word after words before it were deleted or inserted', () => {
    const words = [w('zero', 0, 50), w('two', 200, 300), w('three', 400, 500)];
    expect(onCurrentWords([{ index: 1, score: 0.5 }], saved, words)).toEqual([{ index: 1, score: 0.5 }]);
    const inserted = [w('new', 0, 50), ...saved];
    expect(onCurrentWords([{ index: 2, score: 1 }], saved, inserted)).toEqual([{ index: 3, score: 1 }]);
  });

  it('drops picks for words edited since the save, and indexes past the saved words', () => {
    const words = [saved[0], w('TWO', 200, 300), saved[2]].filter((word) => word !== undefined);
    expect(onCurrentWords([{ index: 1 }, { index: 2 }, { index: 9 }], saved, words)).toEqual([{ index: 2 }]);
  });
});
