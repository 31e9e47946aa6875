import type { DeletedGuest } from '@contract/admin';
import type { Call } from '../../api/calls';
import { deletedGuests, guests } from '../guests';
import { ok } from '../../platform/respond';
import { isoOrNull } from '../../platform/timestamps';

/** GET /admin/deleted-guests: who was deleted, newest first, so their history can be found and undone by hand. */
export async function listDeletedGuests({ res }: Call<'GET /admin/deleted-guests'>) {
  const [deleted, present] = await Promise.all([deletedGuests().orderBy('at', 'desc').get(), guests().select().get()]);
  const back = new Set(present.docs.map((doc) => doc.id));
  const list: DeletedGuest[] = deleted.docs
    .filter((doc) => !back.has(doc.id))
    .map((doc) => ({
      id: doc.id,
      first: String(doc.get('first') ?? ''),
      last: String(doc.get('last') ?? ''),
      invtId: String(doc.get('invtId') ?? ''),
      at: isoOrNull(doc.get('at')),
      byName: String(doc.get('byName') ?? ''),
    }));
  ok(res, `${list.length} deleted guest${list.length === 1 ? '' : 's'}.`, list);
}
