import { useEffect, useState } from 'react';
import { timeLeft } from '../countdown';

/** The time left until `targetMs`, refreshed every second until it runs out. */
export function useCountdown(targetMs: number) {
  const [left, setLeft] = useState(() => timeLeft(Date.now(), targetMs));
  const done = left.done;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setLeft(timeLeft(Date.now(), targetMs)), 1000);
    return () => clearInterval(timer);
  }, [targetMs, done]);

  return left;
}
