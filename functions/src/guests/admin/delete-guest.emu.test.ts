import type { DeletedGuest } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { guestRef, seedGuests } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, historyOf, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const remove = (id: string) => consoleCall('DELETE', `/admin/guests/${id}`);
const asAdmin = (id: string) => remove(id)({ token: cast().admin.idToken, uid: '' });
const walterExists = async () => expect((await guestRef('walter-harper').get()).exists).toBe(true);

describe('DELETE /bcw/admin/guests/:id', () => {
  describeConsoleAdminOnly(cast, remove('walter-harper'), walterExists);

  it('deletes the guest and keeps their history, ending with who deleted what', async () => {
    await consoleCall('PATCH', '/admin/guests/walter-harper', { dietary: 'Low salt' })({
      token: cast().admin.idToken,
      uid: '',
    });
    const answer = await asAdmin('walter-harper');
    expect(answer.body).toEqual({
      error: false,
      code: 200,
      message: 'Walter Harper was deleted. Their history is kept.',
    });
    expect((await guestRef('walter-harper').get()).exists).toBe(false);
    const [deleted, edited] = await historyOf('walter-harper');
    expect(deleted).toMatchObject({ action: 'deleted', byName: 'Grace Harper' });
    expect(deleted?.changes).toMatchObject({ first: ['Walter', null], invtId: ['inv-harper', null] });
    expect(edited).toMatchObject({ action: 'rsvp' });
  });

  it('lists the deleted guest, newest first, until they are back on the list', async () => {
    const listDeleted = consoleCall<DeletedGuest[]>('GET', '/admin/deleted-guests');
    await asAdmin('walter-harper');
    await remove('hana-kim')({ token: cast().otherAdmin.idToken, uid: '' });
    const answer = await listDeleted({ token: cast().admin.idToken, uid: '' });
    expect(answer.body.data?.map(({ id, first, invtId, byName }) => ({ id, first, invtId, byName }))).toEqual([
      { id: 'hana-kim', first: 'Hana', invtId: 'inv-kim', byName: 'Daniel Okafor' },
      { id: 'walter-harper', first: 'Walter', invtId: 'inv-harper', byName: 'Grace Harper' },
    ]);
    await seedGuests();
    expect((await listDeleted({ token: cast().admin.idToken, uid: '' })).body.data).toEqual([]);
  });

  it('refuses anyone but an enabled admin the list of deleted guests', async () => {
    const answer = await consoleCall('GET', '/admin/deleted-guests')({ token: cast().guest.idToken, uid: '' });
    expect(answer.status).toBe(401);
  });

  it('refuses an admin deleting themselves', async () => {
    const answer = await asAdmin(cast().admin.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You cannot delete yourself. Ask the other admin to do it.');
    expect((await guestRef(cast().admin.id).get()).exists).toBe(true);
  });

  it('answers a guest deleted already with who deleted them', async () => {
    await remove('walter-harper')({ token: cast().otherAdmin.idToken, uid: '' });
    const answer = await asAdmin('walter-harper');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/deleted by Daniel Okafor/);
  });

  it('answers an unknown guest with 404', async () => {
    const answer = await asAdmin('nobody-at-all');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('We could not find this guest. Please reload the guest list.');
  });
});
