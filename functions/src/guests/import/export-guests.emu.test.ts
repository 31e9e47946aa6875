import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { apiUrl, guestRef, type ApiAnswer } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import { useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();

const download = (token?: string) =>
  fetch(`${apiUrl}/admin/export`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** The export as the matrix sees it: a refusal is JSON; the file counts as a success. */
async function exportCall({ token }: AdminCaller): Promise<ApiAnswer> {
  const response = await download(token);
  if (response.headers.get('content-type')?.startsWith('text/csv')) {
    return { status: response.status, body: { error: false, code: response.status, message: 'csv' } };
  }
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

async function exported() {
  const response = await download(cast().admin.idToken);
  expect(response.status).toBe(200);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, rows: Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data };
}

describe('GET /bcw/admin/export', () => {
  describeConsoleAdminOnly(cast, exportCall);

  it('is a UTF-8 CSV file with a BOM, the export columns and one row per guest', async () => {
    const { response, text, rows } = await exported();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="guests-\d{4}-\d\d-\d\d\.csv"$/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(rows[0]).toEqual([
      'id',
      'first',
      'last',
      'phone',
      'invitation',
      'rsvp',
      'responded',
      'meal',
      'dietary',
      'table',
      'seat',
      'tpos',
      'admin',
      'disabled',
      'language',
      'opted out',
      'last text',
      'last text status',
      'events',
      'age',
      'plus ones',
      'companion of',
      'event welcome',
      'event brunch',
      'question shuttle',
      'question song',
      'email',
      'email opted out',
      'address_line1',
      'address_line2',
      'city',
      'region',
      'postal_code',
      'country',
    ]);
    expect(rows).toHaveLength(demoGuests.length + 1);
    expect(rows.find((row) => row[0] === 'grace-harper')).toEqual([
      'grace-harper',
      'Grace',
      'Harper',
      '(305) 555-0100',
      'inv-couple',
      'yes',
      '',
      'Soy glazed salmon',
      '',
      'Sweet heart',
      '1',
      '0',
      'yes',
      'no',
      'en',
      'no',
      '',
      '',
      '',
      'adult',
      '0',
      '',
      '',
      '',
      '',
      '',
      '',
      'no',
      ...['', '', '', '', '', ''],
    ]);
  });

  it('keeps names that look like formulas from running in a spreadsheet', async () => {
    await guestRef('hana-kim').update({ first: '=HYPERLINK("http://evil.example")', last: '@SUM(1)' });
    const { rows } = await exported();
    const hana = rows.find((row) => row[0] === 'hana-kim');
    expect(hana?.slice(1, 3)).toEqual(['\'=HYPERLINK("http://evil.example")', "'@SUM(1)"]);
  });

  it('reads back through the import as unchanged', async () => {
    const { text } = await exported();
    const answer = await fetch(`${apiUrl}/admin/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cast().admin.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ csv: text, dryRun: true }),
    });
    expect(((await answer.json()) as { data: unknown }).data).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: demoGuests.length,
      errors: [],
    });
  });
});
