import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A screen in a chunk of its own: a component, and `preload()` that loads its chunk before it is shown. */
export type Screen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A screen whose chunk loads on demand (React.lazy) but can also be loaded ahead (`preload`): shown after
 * its chunk loaded, it renders at once, with no Suspense fallback.
 *
 * Why it matters: once a Suspense fallback has shown, React holds the content that replaces it back until
 * 300 ms after that fallback appeared (its fallback throttle), even when the chunk is already there. A
 * signed-in guest's page opened on a spinner, then waited out that throttle twice, idle, before it asked
 * for the invitation (about 600 ms of a reload, measured in the browser); loaded ahead, it renders and asks
 * at once.
 */
export function screen<P extends object>(load: () => Promise<Module<P>>): Screen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download (offline, an old build's chunk) is tried again the next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Screen(props: P) {
    // Chosen once for each time it is shown: switching from Lazy to the loaded one would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Screen, { preload });
}

/**
 * Waits for `loads` (screens' preloads) at most `ms`, never failing: the first render need not wait
 * for a slow network (the lazy screen shows its spinner then), nor fail with a chunk (its error shows
 * where it is rendered, as before).
 */
export function preloadAtMost(ms: number, loads: Promise<unknown>[]): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
