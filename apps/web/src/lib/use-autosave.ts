// Saves a value a moment after its last change (not on every slider step), one request at a
// time, always ending with the latest value; what is waiting is sent when the tab is hidden or
// the page closes. Shared by the caption style and the video's edits (music).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './normalise-error';

export type AutosaveState =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string };

export interface Autosave<T> {
  state: AutosaveState;
  /** Saves `value` after `delay` ms without another change (0: right away). */
  schedule: (value: T, delay?: number) => void;
  /** Sends the waiting value again (after a failure). */
  retry: () => void;
}

export function useAutosave<T>(save: (value: T) => Promise<void>, defaultDelayMs: number): Autosave<T> {
  const [state, setState] = useState<AutosaveState>({ status: 'saved' });
  const latest = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const value = latest.current;
    if (value === null || inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'saving' });
    try {
      await saveRef.current(value);
      if (latest.current === value) {
        latest.current = null;
        setState({ status: 'saved' });
      }
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
      inFlight.current = false;
      return;
    }
    inFlight.current = false;
    // Changed while this one was on its way: send the newest now.
    if (latest.current !== null && timer.current === undefined) void send();
  }, []);

  const schedule = useCallback(
    (value: T, delay = defaultDelayMs) => {
      latest.current = value;
      setState((current) => (current.status === 'saving' ? current : { status: 'unsaved' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), delay);
    },
    [send, defaultDelayMs],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void send();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [send]);

  const retry = useCallback(() => void send(), [send]);
  return { state, schedule, retry };
}
