import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the slideshow should move: not for a guest who asked their device for less motion (they see the
 * first photo, still), nor while it is scrolled out of view or the page is in a background tab, where
 * changing photos would only spend the phone's battery.
 */
export function useSlideshowRuns(spot: RefObject<HTMLElement | null>) {
  const [stillWanted, setStillWanted] = useState(
    () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
  );
  const [inView, setInView] = useState(true);
  const [pageShown, setPageShown] = useState(() => typeof document === 'undefined' || !document.hidden);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const follow = () => setStillWanted(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const follow = () => setPageShown(!document.hidden);
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  useEffect(() => {
    if (!spot.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => setInView(seen.some((entry) => entry.isIntersecting)));
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [spot]);

  return { still: stillWanted, runs: !stillWanted && inView && pageShown };
}

/** The index of the slide to show, moving on every `intervalMs` while `runs`. */
export function useSlideshow(count: number, intervalMs: number, runs = true) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (count < 2 || !runs) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, runs]);

  return index;
}
