// The wedding day: the door sign's table lookup, the helpers' check-in at the door, and what the guest's
// page and the console learn about the day. Request schemas (zod) are here beside the answers' types; the
// find-table page imports only the types and `FIND_TABLE_PATH` (no zod reaches its JavaScript).
import { z } from './zod';
import { LIMITS } from './options';

/**
 * A day-mode window: a day with an event, from 06:00 on its date to 04:00 the next morning on the
 * wedding's clock. `date` is that calendar day ('2026-11-28'); `opensAt` and `closesAt` are ISO instants.
 * `open`: the window holds the server's now. GET /get-invitation's `settings.day` is the window open now,
 * else the next one to come, among the wedding's day and the days of the further events someone on that
 * invitation is invited to (null when no event day is ahead); a page left open can compare its own
 * clock with `opensAt`/`closesAt`.
 */
export type DayWindow = { date: string; opensAt: string; closesAt: string; open: boolean };

/** The find-table page's path; the door sign's QR code opens it with `?d=<doorKey>`. */
export const FIND_TABLE_PATH = '/find-table';
/** The helpers' page. */
export const DOOR_PATH = '/door';

/** A door key: 16 random bytes (128 bits), base64url. */
export const DOOR_KEY_CHARS = 22;

const nameField = (message: string) => z.string({ message }).max(LIMITS.nameMax * 2, message);

/** POST /day/find-table: the key from the sign's QR code and the name the guest typed. */
export const findTableBody = z
  .object({
    doorKey: z
      .string({ message: 'The door key (doorKey) is missing: scan the QR code on the sign again.' })
      .max(100, 'The door key (doorKey) is not valid: scan the QR code on the sign again.'),
    first: nameField('Please enter your first name.'),
    last: nameField('Please enter your last name.'),
    lang: z.enum(['en', 'es'], { message: "lang must be 'en' or 'es'." }).optional(),
  })
  .strict();
export type FindTableBody = z.input<typeof findTableBody>;

/**
 * POST /day/find-table's answer (200 either way). Found: the guest's first name, their stored `table`
 * ('table 7'), `seat` as people read it ('1' for the stored position '0'), and `place`, the sentence in the
 * asked language ('Table 7, seat 1' / 'Mesa 7, asiento 1'). Not found: nothing more; the envelope's message
 * says "Please ask a host" in the asked language.
 */
export type FindTableData =
  { found: true; first: string; table: string; seat: string; place: string } | { found: false };

/** POST /admin/day/door-key: the new key (shown once; only its hash is kept) and the sign's address. */
export type DoorKeyData = { doorKey: string; url: string; issuedAt: string };

/**
 * One person as GET /door/guests lists them for the helpers at the door: who, which invitation, where
 * they sit (`seat` as people read it, '' when none), whether they said they are coming, and when they
 * arrived (ISO, null when not yet). Nothing else: no phone, email, dietary note or answers.
 */
export type DoorGuest = {
  id: string;
  first: string;
  last: string;
  invtId: string;
  table: string;
  seat: string;
  rsvp: boolean;
  arrivedAt: string | null;
};

/** POST /door/arrivals/{guestId}: arrived (true) or not after all (false). Sending it twice changes nothing. */
export const arrivalBody = z
  .object({ arrived: z.boolean({ message: 'Please say whether the guest arrived (arrived: true or false).' }) })
  .strict();
export type ArrivalBody = z.input<typeof arrivalBody>;

/**
 * Arrivals as the Overview and the final count show them once the day's window opens (null before):
 * attending guests who arrived, out of those expected (attending), overall and per table ('' for the
 * guests with no table), with who is expected and not here yet.
 */
export type DayArrivals = {
  date: string;
  arrived: number;
  expected: number;
  tables: {
    table: string;
    arrived: number;
    expected: number;
    waiting: { id: string; first: string; last: string; seat: string }[];
  }[];
};
