import { describe, expect, it } from 'vitest';
import { changeLines } from './history-format';

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
      'Table: (none) → Sweet heart',
      'Meal: Chicken rollatini → (none)',
      'RSVP: yes → no',
      'Phone: (305) 555-0117 → (305) 555-0190',
    ]);
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
      'Invitation: an invitation with nobody on it now → Amy Nova, Ben Nova',
      expect.stringMatching(/^Meal: \(none\) → [A-Z]/),
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
});
