// Remembers which toasts are on screen so an identical one is not stacked on top (spec §2).

export type ToastType = 'success' | 'error';

export interface ToastIdentity {
  type: ToastType;
  title: string;
  message: string;
}

export function toastKey({ type, title, message }: ToastIdentity): string {
  return JSON.stringify([type, title, message]);
}

export interface ToastRegistry {
  /** Returns false when an identical toast is already shown. */
  claim(key: string): boolean;
  release(key: string): void;
}

export function createToastRegistry(): ToastRegistry {
  const shown = new Set<string>();
  return {
    claim(key) {
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    },
    release(key) {
      shown.delete(key);
    },
  };
}
