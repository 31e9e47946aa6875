import type { AdminGuest } from '@contract/guest-admin';
import type { Call } from '../calls';
import { byName, guests, toGuest, type Guest } from '../domain/guests/guests';
import { ok } from '../platform/respond';

function toIsoString(value: unknown): string | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value.toDate() as Date).toISOString();
  }
  return null;
}

export function toAdminGuest(guest: Guest): AdminGuest {
  const { id, first, last, rsvp, plate, table, tpos, phone, disabled } = guest;
  return {
    id,
    first,
    last,
    rsvp,
    plate,
    table,
    tpos,
    phone,
    disabled,
    msg_last_sent: toIsoString(guest.msg_last_sent),
  };
}

export async function getAllGuestData({ res }: Call<'admin'>) {
  const snap = await guests().get();
  const list = snap.docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName)
    .map(toAdminGuest);
  ok(res, `${list.length} guest${list.length === 1 ? '' : 's'}.`, list);
}
