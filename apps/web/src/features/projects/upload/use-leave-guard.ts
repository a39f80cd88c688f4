// Asks before leaving a page whose work would be lost: in-app navigation through the router's
// blocker, closing or reloading the tab through the browser's own prompt.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(active: boolean, question: string): void {
  const blocker = useBlocker(active);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
