import { describe, expect, it } from 'vitest';
import { createToastRegistry, toastKey } from './toast-registry';

const saved = { type: 'success', title: 'Saved', message: 'Your profile was updated.' } as const;

describe('toast registry', () => {
  it('ignores a toast identical to one on screen', () => {
    const registry = createToastRegistry();
    expect(registry.claim(toastKey(saved))).toBe(true);
    expect(registry.claim(toastKey({ ...saved }))).toBe(false);
  });

  it('shows it again once the first one closed', () => {
    const registry = createToastRegistry();
    registry.claim(toastKey(saved));
    registry.release(toastKey(saved));
    expect(registry.claim(toastKey(saved))).toBe(true);
  });

  it('tells apart toasts differing in type, title or message', () => {
    const registry = createToastRegistry();
    registry.claim(toastKey(saved));
    expect(registry.claim(toastKey({ ...saved, type: 'error' }))).toBe(true);
    expect(registry.claim(toastKey({ ...saved, title: 'Done' }))).toBe(true);
    expect(registry.claim(toastKey({ ...saved, message: 'Other.' }))).toBe(true);
  });

  it('does not confuse fields that concatenate to the same text', () => {
    const a = toastKey({ type: 'error', title: 'ab', message: 'c' });
    const b = toastKey({ type: 'error', title: 'a', message: 'bc' });
    expect(a).not.toBe(b);
  });
});
