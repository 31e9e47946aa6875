// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILE_CATALOG, type Catalog } from '@contract/events';
import { changeLines as linesIn, historyTime } from './history-format';

type Entry = Parameters<typeof linesIn>[0];
/** The lines as the console reads them with `catalog` (the file's, a new site's, unless one is given). */
const linesWith = (catalog: Catalog) => (entry: Entry, invitationOf?: (invtId: string) => string) =>
  linesIn(entry, catalog, invitationOf);
const changeLines = linesWith(FILE_CATALOG);

describe('changeLines', () => {
  it('says what changed, from what to what, in the words of the guest list', () => {
    expect(
      changeLines({
        changes: {
          table: ['', 'sweet heart'],
          plate: ['plate1', ''],
          rsvp: [true, false],
          phone: ['+13055550117', '+13055550190'],
        },
      }),
    ).toEqual([
      'Wedding: attending → not attending',
      'Meal: Chicken rollatini → no meal',
      'Table: (none) → Sweet heart',
      'Phone: (305) 555-0117 → (305) 555-0190',
    ]);
  });

  it('reads a decline by someone who had never answered in words, as the alerts do', () => {
    expect(changeLines({ changes: { responded: [false, true] } })).toEqual(['Wedding: no answer → not attending']);
    const lines = changeLines({ changes: { respondedAt: [null, '2026-12-07T15:00:00.000Z'], rsvp: [false, true] } });
    expect(lines[0]).toBe('Wedding: no answer → attending');
    for (const line of lines) expect(line).not.toMatch(/true|false|RSVP|responded/);
  });

  it('names consent to texts the way the Details tab does', () => {
    expect(changeLines({ changes: { smsConsent: [null, 'couple: said yes at the shower'] } })).toEqual([
      'Consent to texts: (none) → couple: said yes at the shower',
    ]);
  });

  it('names an invitation by its people and a meal by its name, never their ids', () => {
    const names = new Map([['inv-new-020', 'Amy Nova, Ben Nova']]);
    const lines = changeLines(
      { changes: { invtId: ['inv-harper', 'inv-new-020'], plate: ['', 'plate2'] } },
      (id) => names.get(id) ?? 'an invitation with nobody on it now',
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Meal: no meal → [A-Z]/),
      'Invitation: an invitation with nobody on it now → Amy Nova, Ben Nova',
    ]);
    for (const line of lines) expect(line).not.toMatch(/inv-|plate\d/);
    expect(changeLines({ changes: { invtId: ['inv-a', 'inv-b'] } })).toEqual([
      'Invitation: another invitation → another invitation',
    ]);
  });

  it("reads a text sent from an admin's phone, and its mark taken back, as the server wrote them", () => {
    const sent = "texted from Grace Harper's phone (WhatsApp)";
    expect(changeLines({ changes: { text: [null, 'original'], phoneText: [null, sent] } })).toEqual([
      'text: (none) → original',
      sent,
    ]);
    expect(changeLines({ changes: { phoneText: [sent, null] } })).toEqual([`marked not sent after all: ${sent}`]);
  });

  describe('events and questions, by the names the couple gave them', () => {
    // An event and a question the couple added in the console, as the catalog follows site/content.
    const added = {
      ...FILE_CATALOG,
      events: [...FILE_CATALOG.events, { ...FILE_CATALOG.events[0]!, id: 'event-3', name: 'Farewell breakfast' }],
      questions: [
        ...FILE_CATALOG.questions,
        {
          id: 'question-3',
          label: 'Tea or coffee',
          kind: 'choice' as const,
          options: ['Tea'],
          event: 'event-3',
          max: 20,
        },
      ],
    };

    it('reads an event answer as attending, not attending or no answer, one line per event that changed', () => {
      const changeLines = linesWith(added);
      expect(
        changeLines({
          changes: {
            eventRsvps: [
              { welcome: true, brunch: true },
              { welcome: true, brunch: false, 'event-3': true },
            ],
          },
        }),
      ).toEqual(['Farewell brunch: attending → not attending', 'Farewell breakfast: no answer → attending']);
      expect(changeLines({ changes: { eventRsvps: [{ brunch: false }, null] } })).toEqual([
        'Farewell brunch: not attending → no answer',
      ]);
    });

    it('reads an answer by its question, a yes/no question as yes or no', () => {
      const changeLines = linesWith(added);
      expect(
        changeLines({
          changes: {
            answers: [
              { shuttle: true, song: 'Vivir mi vida' },
              { shuttle: false, song: 'Vivir mi vida', 'question-3': 'Tea' },
            ],
          },
        }),
      ).toEqual(['Will you take the hotel shuttle? yes → no', 'Tea or coffee: no answer → Tea']);
      expect(changeLines({ changes: { answers: [null, { song: 'Hey Jude' }] } })).toEqual([
        'A song that will get you on the dance floor: no answer → Hey Jude',
      ]);
    });

    it('names the events a guest is invited to, as the history keeps them (space-separated ids)', () => {
      const changeLines = linesWith(added);
      expect(changeLines({ changes: { events: ['welcome brunch', 'welcome brunch event-3'] } })).toEqual([
        'Invited to: Welcome dinner, Farewell brunch → Welcome dinner, Farewell brunch, Farewell breakfast',
      ]);
      expect(changeLines({ changes: { events: ['', ['welcome']] } })).toEqual(['Invited to: (none) → Welcome dinner']);
    });

    it('shows an event or a question no longer in the catalog by its id', () => {
      expect(
        changeLines({
          changes: {
            eventRsvps: [{}, { 'event-3': false }],
            answers: [{}, { 'question-3': 'Tea' }],
            events: ['welcome', 'welcome event-3'],
          },
        }),
      ).toEqual([
        'event-3: no answer → not attending',
        'question-3: no answer → Tea',
        'Invited to: Welcome dinner → Welcome dinner, event-3',
      ]);
    });
  });

  it("gives times on the wedding's clock with its zone named, whatever this computer's clock", () => {
    expect(historyTime('2026-05-01T14:00:00.000Z')).toBe('Fri, May 1, 2026, 10:00 AM EDT');
    expect(historyTime(null)).toBe('N/A');
    expect(changeLines({ changes: { respondedAt: [null, '2026-12-07T15:00:00.000Z'] } })).toEqual([
      'Wedding: no answer → not attending',
      'Answered: (none) → Mon, Dec 7, 2026, 10:00 AM EST',
    ]);
  });
});
