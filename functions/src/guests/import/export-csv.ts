import { eventIds, type Answer, type Catalog } from '@contract/events';
import Papa from 'papaparse';
import type { Guest } from '../guests';
import { phoneDisplay } from '../../platform/phone';
import { isoOrNull } from '../../platform/timestamps';
import { seatNumber, tableLabel } from '@contract/seating';
import { exportColumns, mealName } from './columns';
import { addressCells } from './address-columns';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const answerCell = (value: Answer | undefined) =>
  value === undefined ? '' : typeof value === 'boolean' ? yesNo(value) : String(value);
const dateTime = (value: unknown) => isoOrNull(value)?.replace(/\.\d{3}Z$/, 'Z') ?? '';

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so it shows as the text it is (OWASP "CSV injection").
 */
export const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

function exportRow(guest: Guest, catalog: Catalog): string[] {
  return [
    guest.id,
    guest.first,
    guest.last,
    guest.phone ? phoneDisplay(guest.phone) : '',
    guest.invtId,
    // No answer yet: empty, so the file imported back records no decline.
    guest.respondedAt === null && !guest.rsvp ? '' : yesNo(guest.rsvp),
    dateTime(guest.respondedAt),
    guest.plate ? mealName(guest.plate, catalog) : '',
    guest.dietary,
    guest.table ? tableLabel(guest.table) : '',
    // The seat as people read it (position '0' is seat 1), beside the stored position.
    seatNumber(guest.tpos),
    guest.tpos,
    yesNo(guest.isAdmin),
    yesNo(guest.disabled),
    guest.language,
    yesNo(guest.smsOptOut),
    dateTime(guest.msg_last_sent),
    guest.lastText?.status ?? '',
    guest.events.join(' '),
    guest.ageGroup,
    String(guest.plusOnes),
    guest.companionOf ?? '',
    ...eventIds(catalog).map((id) => answerCell(guest.eventRsvps[id])),
    ...catalog.questions.map((question) => answerCell(guest.answers[question.id])),
    guest.email,
    yesNo(guest.emailOptOut),
    ...addressCells(guest.address),
  ].map(neutralise);
}

/**
 * The whole list as CSV for Excel and Google Sheets: UTF-8 with a BOM (Excel reads accents right only
 * with it; fetch's text() and most CSV readers drop it), CRLF rows, a field quoted only when it holds a
 * comma, a quote, a line break or edge spaces (RFC 4180), so the header reads `id,first,last,...`.
 */
export function guestsCsv(list: Guest[], catalog: Catalog): string {
  const csv = Papa.unparse(
    { fields: exportColumns(catalog), data: list.map((guest) => exportRow(guest, catalog)) },
    { quotes: false, newline: '\r\n', escapeFormulae: false },
  );
  return `\uFEFF${csv}\r\n`;
}
