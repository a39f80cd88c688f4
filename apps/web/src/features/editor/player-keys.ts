// The preview player's play key (docs/editor.md "Shortcuts"): Space or K, as on video sites, while
// focus is in the player. Space on one of its buttons presses that button instead, as everywhere
// else, and neither key is taken from a text field.

export type PlayerKey = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & {
  target: EventTarget | null;
};

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['range', 'checkbox', 'radio', 'button'].includes(target.type)));

const pressesButton = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target instanceof HTMLButtonElement || target.getAttribute('role') === 'button');

/** True when a key pressed in the player plays or pauses it. */
export function isPlayKey(event: PlayerKey): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || typesText(event.target)) return false;
  if (event.key === 'k' || event.key === 'K') return !event.shiftKey;
  return event.key === ' ' && !event.shiftKey && !pressesButton(event.target);
}
