import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DayWindow } from '@contract/day';
// (index.html's inline script reads both keys too: vite-plugins/route-preload.ts.)
import { DAY_WINDOW_KEY, keepByWidth, keptByWidth, TOP_CARDS_KEY } from '../hero-preload';

// The cards above the hero (the Today card on a day with an event, the couple's announcements) come with the
// invitation call, after the hero is painted. They must not push the hero and the RSVP button down under a
// guest's thumb when they arrive, so the page remembers two things on this device:
// - the room the cards took on the last visit at this screen width (`bcw.topCards`, the last few widths: a
//   phone turned on its side, then back, keeps both): until they are shown, their place keeps that room;
// - the next day-mode window the invitation call named (`bcw.dayWindow`): on that day, when the room is not
//   known with the Today card in it (the last visit was before the day, or at another width), the page waits
//   for the call before it paints the hero, and paints it with the Today card above it.

type TopCardsHint = { width: number; height: number; today: boolean; announcements: boolean };
/** The rooms remembered, the latest first. */
function topCardsHints(): TopCardsHint[] {
  try {
    return keptByWidth<TopCardsHint>(TOP_CARDS_KEY).filter((hint) => typeof hint.height === 'number');
  } catch {
    return [];
  }
}

/** What the cards above the hero took on this device's last visit at this width. */
function lastTopCards(): TopCardsHint | null {
  return topCardsHints().find((hint) => hint.width === window.innerWidth) ?? null;
}

/** Remembers the cards' room at this width, first, keeping the other widths' rooms. */
function rememberTopCards(seen: TopCardsHint) {
  keepByWidth(TOP_CARDS_KEY, seen, topCardsHints());
}

/** The day-mode window the last invitation call named holds this device's now. */
function inRememberedDayWindow(now = Date.now()): boolean {
  try {
    const day = JSON.parse(localStorage[DAY_WINDOW_KEY] ?? 'null') as Pick<DayWindow, 'opensAt' | 'closesAt'> | null;
    return Boolean(day && Date.parse(day.opensAt) <= now && now < Date.parse(day.closesAt));
  } catch {
    return false;
  }
}

/** Keeps the window the invitation call named (open now, or the next one), or forgets it when there is none. */
export function rememberDayWindow(day: DayWindow | null | undefined) {
  try {
    if (day) localStorage[DAY_WINDOW_KEY] = JSON.stringify({ opensAt: day.opensAt, closesAt: day.closesAt });
    else delete localStorage[DAY_WINDOW_KEY];
  } catch {
    // Without storage the Today card takes its room when it arrives.
  }
}

/**
 * On the first load only: whether the page should wait before painting the hero, on a day-mode day whose
 * Today card has no remembered room at this width: until the invitation call has answered and the chunks of
 * both cards above the hero have loaded (loading starts at once, beside the call). `loaded` holds the cards'
 * components once their chunks are in, to render directly: a lazy component would show its empty fallback
 * for a moment (the couple's announcements too, which share the cards' place), and the hero would be
 * painted and then pushed down.
 */
export function useHoldForToday<Card, Notes>(
  loading: boolean,
  loadToday: () => Promise<{ default: Card }>,
  loadAnnouncements: () => Promise<{ default: Notes }>,
): { hold: boolean; loaded: { today: Card | null; announcements: Notes | null } } {
  const [hold, setHold] = useState(() => inRememberedDayWindow() && !lastTopCards()?.today);
  const [loaded, setLoaded] = useState<{ today: Card | null; announcements: Notes | null } | null>(null);
  useEffect(() => {
    if (!hold) return;
    const component = <T,>(load: () => Promise<{ default: T }>) =>
      load().then(
        (module) => module.default,
        () => null,
      );
    void Promise.all([component(loadToday), component(loadAnnouncements)]).then(([today, announcements]) =>
      setLoaded({ today, announcements }),
    );
  }, [hold, loadToday, loadAnnouncements]);
  const waiting = loading || !loaded;
  // Once the first answer is in, later loads (after a save) never hold the page.
  if (hold && !waiting) setHold(false);
  return { hold: hold && waiting, loaded: loaded ?? { today: null, announcements: null } };
}

export function TopCards({
  pending,
  today,
  announcements,
  loadToday,
  loadAnnouncements,
  children,
}: {
  pending: boolean;
  today: boolean;
  announcements: boolean;
  /** The cards' chunks, loaded beside the call when the last visit showed them. */
  loadToday: () => Promise<unknown>;
  loadAnnouncements: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [hint] = useState(() => {
    const last = lastTopCards();
    if (last?.today || inRememberedDayWindow()) void loadToday();
    if (last?.announcements) void loadAnnouncements();
    return last;
  });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (pending || !element) return;
    const remember = () => {
      try {
        rememberTopCards({ width: window.innerWidth, height: element.offsetHeight, today, announcements });
      } catch {
        // Without storage the cards take their room when they arrive.
      }
    };
    // A browser without ResizeObserver (or a test's DOM) remembers the first height alone.
    if (typeof ResizeObserver === 'undefined') return remember();
    const observer = new ResizeObserver(remember);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pending, today, announcements]);
  const room = hint?.height ?? 0;
  return (
    <Box ref={box} sx={{ minHeight: pending ? room : undefined }}>
      <Suspense fallback={<Box sx={{ minHeight: room }} />}>{children}</Suspense>
    </Box>
  );
}
