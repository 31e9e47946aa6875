// Check-ins made at the door without a connection wait in the browser (localStorage) and are sent when it
// returns. One entry per guest, the latest tap winning: a check-in taken back while offline sends nothing
// twice, and the server records a repeated tap once (it is idempotent), so nothing is ever counted twice.

export const QUEUE_KEY = 'doorCheckIns';

/** Guest id -> arrived (true) or not (false), as last tapped and not yet confirmed by the server. */
export type Pending = Record<string, boolean>;

export function readPending(storage: Storage = localStorage): Pending {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

export function writePending(pending: Pending, storage: Storage = localStorage) {
  try {
    if (Object.keys(pending).length === 0) storage.removeItem(QUEUE_KEY);
    else storage.setItem(QUEUE_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the taps wait in memory for this visit.
  }
}

/** A tap: the guest's new state, waiting to send. */
export const withTap = (pending: Pending, guestId: string, arrived: boolean): Pending => ({
  ...pending,
  [guestId]: arrived,
});

/** After the server confirmed `arrived` for a guest: the entry goes, unless a later tap changed it meanwhile. */
export function withSent(pending: Pending, guestId: string, arrived: boolean): Pending {
  if (pending[guestId] !== arrived) return pending;
  const { [guestId]: _sent, ...rest } = pending;
  return rest;
}

/** Whether a guest reads as arrived: their waiting tap, else what the server says. */
export const isArrived = (guest: { id: string; arrivedAt: string | null }, pending: Pending) =>
  guest.id in pending ? pending[guest.id]! : guest.arrivedAt !== null;

/** Arrived / expected among the guests who said they are coming. */
export function doorCounts(
  guests: readonly { id: string; rsvp: boolean; arrivedAt: string | null }[],
  pending: Pending,
) {
  const expected = guests.filter((guest) => guest.rsvp);
  return { arrived: expected.filter((guest) => isArrived(guest, pending)).length, expected: expected.length };
}
