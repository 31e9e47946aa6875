import Papa from 'papaparse';
import { z } from 'zod';
import { toE164 } from '../../functions/src/lib/phone';
import { positionSchema, tableSchema } from '@contract/guest';

const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'yes', 'no']))
  .default('');

/** One CSV row: who, their phone, which invitation they share, and optionally role and seat. */
const rowSchema = z.object({
  first: z.string().trim().min(1, 'first name is empty'),
  last: z.string().trim().default(''),
  phone: z.string().trim().default(''),
  invitation: z.string().trim().min(1, 'invitation is empty'),
  admin: yesNo,
  disabled: yesNo,
  table: z.string().trim().toLowerCase().pipe(tableSchema).default(''),
  seat: z.string().trim().pipe(positionSchema).default(''),
});

export type ImportedGuest = {
  first: string;
  last: string;
  phone: string;
  invtId: string;
  rsvp: false;
  plate: '';
  table: string;
  tpos: string;
  isAdmin: boolean;
  disabled: boolean;
  msg_last_sent: null;
};

/** Reads a guest list CSV (header: first,last,phone,invitation,admin,disabled,table,seat). */
export function parseGuests(csv: string): { guests: ImportedGuest[]; problems: string[] } {
  const parsed = Papa.parse<Record<string, string>>(csv.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const problems = parsed.errors.map((error) => `row ${(error.row ?? 0) + 2}: ${error.message}`);
  const guests: ImportedGuest[] = [];
  parsed.data.forEach((raw, index) => {
    const line = index + 2; // the header is line 1
    const row = rowSchema.safeParse(raw);
    if (!row.success) {
      problems.push(
        `row ${line}: ${row.error.issues.map((i) => `${i.path.join('.') || 'row'} ${i.message}`).join('; ')}`,
      );
      return;
    }
    const phone = row.data.phone ? toE164(row.data.phone) : '';
    if (phone === null) {
      problems.push(`row ${line}: phone '${row.data.phone}' is not a phone number`);
      return;
    }
    guests.push({
      first: row.data.first,
      last: row.data.last,
      phone,
      invtId: row.data.invitation,
      rsvp: false,
      plate: '',
      table: row.data.table,
      tpos: row.data.seat,
      isAdmin: row.data.admin === 'yes',
      disabled: row.data.disabled === 'yes',
      msg_last_sent: null,
    });
  });
  if (guests.length === 0 && problems.length === 0) problems.push('the file has no guests');
  return { guests, problems };
}
