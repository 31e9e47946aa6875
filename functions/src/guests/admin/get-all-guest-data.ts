import type { Call } from '../../api/calls';
import { toAdminGuest } from '../console-guest';
import { byName, guests, toGuest } from '../guests';
import { ok } from '../../platform/respond';

export async function getAllGuestData({ res }: Call<'GET /get-all-guest-data/{userId}'>) {
  const snap = await guests().get();
  const list = snap.docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName)
    .map(toAdminGuest);
  ok(res, `${list.length} guest${list.length === 1 ? '' : 's'}.`, list);
}
