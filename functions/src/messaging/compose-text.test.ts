import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { smsSegments } from '@contract/sms-segments';
import { composeText } from './compose-text';

const link = 'https://demo-wedding.web.app/?k=AAAAAAAAAAAAAAAAAAAAAA';
const guest = { first: 'Margaret', language: 'en' as const, table: 'table 7', tpos: '3' };
const request = { cmsg: '', rsvpClosesAt: null };

describe('composeText', () => {
  it.each(['original', 'reminder', 'seat'] as const)(
    'puts the personal link in the %s text and ends it with the opt-out line',
    (msgType) => {
      const text = composeText(guest, { ...request, msgType }, link);
      expect(text).toContain(`${link} `);
      expect(text).toMatch(/^Hi Margaret[!,]/);
      expect(text.endsWith('Reply STOP to opt out.')).toBe(true);
    },
  );

  it('names the table and seat in the seat text', () => {
    expect(composeText(guest, { ...request, msgType: 'seat' }, link)).toContain('Table 7, seat 4'); // position '3' reads as seat 4 (section 28)
    const couple = { ...guest, table: 'sweet heart', tpos: '1' };
    expect(composeText(couple, { ...request, msgType: 'seat' }, link)).toContain('Sweet heart, seat 2');
    expect(composeText({ ...guest, tpos: '' }, { ...request, msgType: 'seat' }, link)).toContain('wedding: Table 7.');
  });

  it('takes names, date and venue from the config', () => {
    const text = composeText(guest, { ...request, msgType: 'original' }, link);
    expect(text).toContain(wedding.couple.title);
    expect(text).toContain('Sunday, November 9, 2025');
    expect(text).toContain(wedding.event.venueName);
  });

  it("writes the RSVP deadline from the settings in the event's time zone, else the config's", () => {
    const closes = Timestamp.fromDate(new Date('2025-10-02T02:00:00Z')); // still Oct 1 in New York
    expect(composeText(guest, { msgType: 'reminder', cmsg: '', rsvpClosesAt: closes }, link)).toContain(
      'by October 1, 2025:',
    );
    expect(composeText(guest, { ...request, msgType: 'reminder' }, link)).toContain('by September 1st, 2025:');
  });

  it('writes in Spanish for a guest whose language is Spanish', () => {
    const spanish = { ...guest, language: 'es' as const };
    expect(composeText(spanish, { ...request, msgType: 'original' }, link)).toMatch(
      /^¡Hola, Margaret! .* el domingo, 9 de noviembre de 2025 .* Responda STOP para no recibir más mensajes\.$/,
    );
    expect(composeText(spanish, { ...request, msgType: 'seat' }, link)).toContain('Mesa 7, asiento 4');
  });

  it('sends a custom text as typed, trimmed, with no link', () => {
    expect(composeText(guest, { ...request, msgType: 'custom', cmsg: '  Shuttle at 2:30PM. ' }, '')).toBe(
      'Shuttle at 2:30PM.',
    );
  });
});

describe('the invitation to reply 1 or 2', () => {
  it.each(['original', 'reminder'] as const)(
    'goes before the opt-out line of the %s text, in each language',
    (msgType) => {
      const english = composeText(guest, { ...request, msgType }, link, true);
      expect(english).toMatch(/ Or reply 1 if all of you will come, 2 if none of you can\. Reply STOP to opt out\.$/);
      const spanish = composeText({ ...guest, language: 'es' }, { ...request, msgType }, link, true);
      expect(spanish).toMatch(/ O responda 1 si vienen todos, 2 si nadie puede venir\. Responda STOP/);
      expect(composeText(guest, { ...request, msgType }, link)).not.toContain('reply 1');
    },
  );

  it('stays out of seat and custom texts', () => {
    expect(composeText(guest, { ...request, msgType: 'seat' }, link, true)).not.toContain('reply 1');
    expect(composeText(guest, { ...request, msgType: 'custom', cmsg: 'Hi' }, '', true)).toBe('Hi');
  });

  it('costs the English texts one segment more at most', () => {
    for (const msgType of ['original', 'reminder'] as const) {
      const without = smsSegments(composeText(guest, { ...request, msgType }, link)).segments;
      const withReply = smsSegments(composeText(guest, { ...request, msgType }, link, true)).segments;
      expect(withReply - without).toBeLessThanOrEqual(1);
    }
  });
});

describe("a text from the couple's own phone (the phone queue)", () => {
  const empty = { en: '', es: '' };
  const own = { original: { en: 'Dear {first}, RSVP: {link}', es: '' }, reminder: empty, seat: empty };
  const spanish = { ...guest, language: 'es' as const };

  it.each(['original', 'reminder', 'seat'] as const)(
    "carries no opt-out line in the site's own %s wording, in either language",
    (msgType) => {
      for (const person of [guest, spanish]) {
        const text = composeText(person, { ...request, msgType }, link, false, undefined, 'own-phone');
        expect(text).toContain(link);
        expect(text).not.toMatch(/STOP/);
      }
    },
  );

  it("uses the couple's saved wording, with no opt-out line added; the site's number adds it", () => {
    const request2 = { ...request, msgType: 'original' as const };
    expect(composeText(guest, request2, link, false, own, 'own-phone')).toBe(`Dear Margaret, RSVP: ${link}`);
    expect(composeText(guest, request2, link, false, own)).toBe(`Dear Margaret, RSVP: ${link} Reply STOP to opt out.`);
  });
});
