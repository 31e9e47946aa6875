// Several guests invited to a further event at once from the console's list: one call, one transaction,
// a history entry per guest invited; a guest already invited is left as they are; a refusal writes nothing.
import type { InviteToEventData } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { guestDoc } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, historyOf, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const admin = () => ({ token: cast().admin.idToken, uid: '' });
// Margaret and Walter Harper are invited to no further event; Rosa Alvarez already is to the welcome dinner.
const invite = (event: string, guestIds: unknown) =>
  consoleCall<InviteToEventData>('POST', `/admin/events/${event}/invite`, { guestIds });
const eventsOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await guestDoc(id)).events ?? []));
const unchanged = async () => {
  expect(await eventsOf(['margaret-harper', 'walter-harper'])).toEqual([[], []]);
  expect(await historyOf('margaret-harper')).toEqual([]);
};

describe('POST /bcw/admin/events/{eventId}/invite', () => {
  describeConsoleAdminOnly(cast, invite('welcome', ['margaret-harper', 'walter-harper']), unchanged);

  it('invites each guest listed, with a history entry each, and leaves one already invited as they were', async () => {
    const answer = await invite('welcome', ['margaret-harper', 'walter-harper', 'rosa-alvarez'])(admin());
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Invited 2 guests to Welcome dinner. 1 guest already was.');
    expect(answer.body.data).toEqual({ invited: ['margaret-harper', 'walter-harper'], already: ['rosa-alvarez'] });
    expect(await eventsOf(['margaret-harper', 'walter-harper'])).toEqual([['welcome'], ['welcome']]);
    expect((await guestDoc('rosa-alvarez')).events).toEqual(['welcome', 'brunch']);
    for (const id of ['margaret-harper', 'walter-harper']) {
      const history = await historyOf(id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ by: cast().admin.id, changes: { events: ['', 'welcome'] } });
    }
    expect(await historyOf('rosa-alvarez')).toEqual([]);
  });

  it('refuses an event that does not exist, naming the events, and writes nothing', async () => {
    const answer = await invite('picnic', ['margaret-harper'])(admin());
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('There is no event "picnic" to invite guests to: events are welcome, brunch.');
    await unchanged();
  });

  it('refuses the whole list when one guest is gone, naming them, and writes nothing', async () => {
    const answer = await invite('welcome', ['margaret-harper', 'walter-harper', 'nobody-here'])(admin());
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(
      '"nobody-here" is no longer on the guest list: reload it and choose again. Nobody was invited.',
    );
    await unchanged();
  });

  it('refuses an empty list, naming the field', async () => {
    const answer = await invite('welcome', [])(admin());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please list at least one guest to invite (guestIds).');
    await unchanged();
  });
});
