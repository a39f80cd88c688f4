// The default template id the browser keeps (spec §4), shared by every tab and every editor.
const STORAGE_KEY = 'captionist.defaultTemplateId';
const listeners = new Set<() => void>();

export function readDefaultTemplateId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeDefaultTemplateId(id: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage may be full or blocked; the choice then lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeDefaultTemplateId(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
