// The wedding day's calls: thin handlers over day-rules.ts (what) and day-store.ts (reads and writes).
import { FIND_TABLE_PATH } from '@contract/day';
import { displayName } from '@contract/people';
import type { Call } from '../api/calls';
import { readSettings } from '../settings/site-settings';
import { ADDRESS_WINDOW_MS, FIND_TABLE_MAX_LOOKUPS, findTableKey } from '../platform/limit-keys';
import { publicSiteUrl } from '../platform/public-url';
import { countRequest, requestAddress } from '../platform/rate-limit';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { wordsFor } from '../words';
import { doorKeyMatches, doorList, findTable, hashDoorKey, newDoorKey, toDoorGuest } from './day-rules';
import { allGuests, readDayWindow, readDoorKey, recordArrival, storeDoorKey } from './day-store';

/**
 * POST /day/find-table {doorKey, first, last, lang?}: the door sign's lookup, no sign-in. 429 past 30
 * lookups in 10 minutes from one address; 403 with a key that is not the sign's current one, or outside
 * the day's window; else 200, found (the guest's first name, table and seat) or not ("Please ask a host").
 * Nothing about anyone else, whatever the name.
 */
export async function findTableCall({ body, req, res }: Call<'POST /day/find-table'>) {
  const say = wordsFor(body.lang).day;
  const at = Date.now();
  const limit = await countRequest(findTableKey(requestAddress(req)), FIND_TABLE_MAX_LOOKUPS, ADDRESS_WINDOW_MS, at);
  if (limit.limited) {
    throw new Refusal('limit', say.tooMany(limit.retryAfterMs), { retryAfterMs: limit.retryAfterMs });
  }
  const [key, window] = await Promise.all([readDoorKey(), readDayWindow(at)]);
  if (!doorKeyMatches(body.doorKey, key.hash)) throw new Refusal('forbidden', say.wrongKey);
  if (!window?.open) throw new Refusal('forbidden', say.wrongDay);
  if (!body.first.trim() || !body.last.trim()) throw new Refusal('invalid', wordsFor(body.lang).signIn.nameMissing);

  const [listed, settings] = await Promise.all([allGuests(), readSettings()]);
  const found = findTable(body, listed, settings.seatingPublished, body.lang ?? 'en');
  ok(res, found.found ? say.found : say.askHost, found);
}

/** POST /admin/day/door-key: a new key for the door sign; the old sign stops working. The key is shown once. */
export async function issueDoorKey({ caller, res }: Call<'POST /admin/day/door-key'>) {
  const doorKey = newDoorKey();
  const issuedAt = await storeDoorKey(hashDoorKey(doorKey), caller.actor);
  const url = `${publicSiteUrl()}${FIND_TABLE_PATH}?d=${doorKey}`;
  ok(res, 'A new door sign is ready: print it. The earlier sign no longer works.', { doorKey, url, issuedAt });
}

/** GET /door/guests (a helper or an admin): everyone enabled, with their table, seat, answer and arrival. */
export async function listDoorGuests({ res }: Call<'GET /door/guests'>) {
  ok(res, 'The guest list for the door.', doorList(await allGuests()));
}

/** POST /door/arrivals/{guestId} {arrived}: checks a guest in or takes it back; the same tap twice changes nothing. */
export async function markArrival({ caller, params, body, res }: Call<'POST /door/arrivals/{guestId}'>) {
  const say = wordsFor(caller.guest.language).day;
  const guest = await recordArrival(params.guestId, body.arrived, caller.actor);
  if (!guest || guest.disabled) throw new Refusal('not-found', say.unknownGuest);
  const name = displayName(guest);
  ok(res, guest.arrivedAt ? say.arrived(name) : say.notArrived(name), toDoorGuest(guest));
}
