import { describe, expect, it } from 'vitest';
import { pictureBox } from './picture-box';

describe('pictureBox', () => {
  it('centres a portrait picture in a wide player, in whole pixels', () => {
    const player = { offsetLeft: 0, offsetTop: 0, clientWidth: 657, clientHeight: 585 };
    expect(pictureBox(player, { width: 1080, height: 1920 })).toEqual({
      left: 164,
      top: 0,
      width: 329,
      height: 585,
    });
  });

  it('letterboxes a landscape picture in a tall player, from the player’s offsets', () => {
    const player = { offsetLeft: 10, offsetTop: 20, clientWidth: 400, clientHeight: 600 };
    expect(pictureBox(player, { width: 1920, height: 1080 })).toEqual({
      left: 10,
      top: 208,
      width: 400,
      height: 225,
    });
  });

  it('has no size while the player has none', () => {
    const player = { offsetLeft: 5, offsetTop: 6, clientWidth: 0, clientHeight: 0 };
    expect(pictureBox(player, { width: 1920, height: 1080 })).toEqual({
      left: 5,
      top: 6,
      width: 0,
      height: 0,
    });
  });
});
