import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a one-time code may be asked for again; `restart(n)` starts over. */
export function useCountdown(initial = 0): { seconds: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => (initial > 0 ? Date.now() + initial * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, []);

  return { seconds: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
