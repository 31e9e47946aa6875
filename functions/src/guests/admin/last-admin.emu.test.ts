import type { ConsoleGuest } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { db, get, idTokenFor, nextSecond, seedGuests } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';
import { importActor } from '../history';
import { runImport } from '../import/run-import';
import { FILE_CATALOG } from '@contract/events';
import { Refusal } from '../../platform/refusal';

const cast = useSignedInCast();
useFreshGuestList();

const enabledAdmins = async () =>
  (await db.collection('guests').where('isAdmin', '==', true).get()).docs
    .filter((doc) => doc.get('disabled') !== true)
    .map((doc) => doc.id)
    .sort();
const patch = (id: string, body: object, token: string) =>
  consoleCall<ConsoleGuest>('PATCH', `/admin/guests/${id}`, body)({ token, uid: '' });
const remove = (id: string, token: string) => consoleCall('DELETE', `/admin/guests/${id}`)({ token, uid: '' });

describe('two admins removing each other at the same moment', () => {
  /** A fresh ID token for an admin: each round ends the loser's sessions. */
  const tokenFor = async (id: string) =>
    idTokenFor(await getAuth().createCustomToken(id, { invtId: 'inv-couple', isAdmin: true }));

  it.each([
    ['demoting', (id: string, token: string) => patch(id, { isAdmin: false }, token)],
    ['disabling', (id: string, token: string) => patch(id, { disabled: true }, token)],
    ['deleting', remove],
  ])(
    'leave one enabled admin when %s each other',
    async (_case, removeOther) => {
      const { admin, otherAdmin } = cast();
      // Warm the functions emulator's workers, so both calls really run at once.
      await Promise.all(Array.from({ length: 4 }, () => get('/admin/summary', { token: admin.idToken })));
      for (let round = 0; round < 3; round++) {
        await seedGuests();
        await nextSecond();
        const [graceToken, danielToken] = await Promise.all([tokenFor(admin.id), tokenFor(otherAdmin.id)]);
        const answers = await Promise.all([removeOther(otherAdmin.id, graceToken), removeOther(admin.id, danielToken)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
        expect(await enabledAdmins()).toHaveLength(1);
      }
    },
    60_000,
  );
});

describe('the last enabled admin', () => {
  it('cannot be demoted or disabled by an import that has no admin of its own (409)', async () => {
    const { admin, otherAdmin } = cast();
    for (const column of ['admin,no', 'disabled,yes']) {
      const [name, value] = column.split(',');
      const csv = `id,${name}\n${admin.id},${value}\n${otherAdmin.id},${value}\n`;
      const importing = runImport(csv, { dryRun: false, by: importActor, selfId: null, catalog: FILE_CATALOG });
      await expect(importing).rejects.toThrow(Refusal);
      await expect(importing).rejects.toMatchObject({
        kind: 'conflict',
        message: expect.stringMatching(/last enabled admin/),
      });
      expect(await enabledAdmins()).toEqual([admin.id, otherAdmin.id].sort());
    }
  });

  it('can be demoted by an import that leaves another enabled admin', async () => {
    const { admin, otherAdmin } = cast();
    const { written } = await runImport(`id,admin\n${otherAdmin.id},no\n`, {
      dryRun: false,
      by: importActor,
      selfId: null,
      catalog: FILE_CATALOG,
    });
    expect(written).toBe(true);
    expect(await enabledAdmins()).toEqual([admin.id]);
  });
});
