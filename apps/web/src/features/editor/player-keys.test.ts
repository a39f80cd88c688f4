import { describe, expect, it } from 'vitest';
import { isPlayKey, type PlayerKey } from './player-keys';

const press = (key: string, target: EventTarget | null, more: Partial<PlayerKey> = {}) =>
  isPlayKey({ key, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...more });

const element = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
};

describe('the player’s play key', () => {
  it('is Space or K on the player and its slider, K on its buttons', () => {
    const slider = element('<div role="slider" tabindex="0"></div>');
    const button = element('<button type="button">Mute</button>');
    expect(press(' ', slider)).toBe(true);
    expect(press('k', slider)).toBe(true);
    expect(press('K', button)).toBe(true);
    // Space presses the focused button, as everywhere.
    expect(press(' ', button)).toBe(false);
  });

  it('leaves text fields and modified keys alone', () => {
    expect(press(' ', element('<input type="text">'))).toBe(false);
    expect(press('k', element('<textarea></textarea>'))).toBe(false);
    expect(press('k', element('<div contenteditable="true"></div>'))).toBe(false);
    expect(press('k', element('<input type="range">'))).toBe(true);
    expect(press('k', null, { ctrlKey: true })).toBe(false);
    expect(press('k', null, { metaKey: true })).toBe(false);
    expect(press(' ', null, { shiftKey: true })).toBe(false);
  });
});
