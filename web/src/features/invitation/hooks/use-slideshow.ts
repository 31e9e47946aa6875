import { useEffect, useState } from 'react';

/** The index of the slide to show, moving on every `intervalMs`. */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  return index;
}
