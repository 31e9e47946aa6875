import { emailInput } from '@contract/email';
import type { Address } from '@contract/last-weeks';
import { isAddressColumn, readAddress } from './address-columns';
import {
  AGE_GROUPS,
  answerProblem,
  eventIds,
  PLUS_ONES_MAX,
  type AgeGroup,
  type Answer,
  type Catalog,
} from '@contract/events';
import { firestoreId } from '@contract/ids';
import { LANGUAGES, LIMITS, POSITIONS, type Language } from '@contract/options';
import { positionOfSeat, seatRangeText } from '@contract/seating';
import Papa from 'papaparse';
import { phoneFromInput, phoneProblem } from '../../platform/phone';
import { smsCountryProblem } from '../../platform/sms-countries';
import {
  importColumns,
  skippedColumns,
  agesText,
  eventColumn,
  eventsText,
  questionColumn,
  languagesText,
  mealsText,
  readMeal,
  readTable,
  readYesNo,
  positionsText,
  tablesText,
  type ImportColumn,
} from './columns';

export type RowError = { row: number; message: string };

/** What one row says, for the cells that are not blank (a blank cell changes nothing). */
export type RowValues = Partial<{
  id: string;
  first: string;
  last: string;
  phone: string;
  invtId: string;
  rsvp: boolean;
  plate: string;
  dietary: string;
  table: string;
  tpos: string;
  isAdmin: boolean;
  disabled: boolean;
  language: Language;
  email: string;
  events: string[];
  ageGroup: AgeGroup;
  plusOnes: number;
  companionOf: string;
  /** Only the events and questions whose cells are not blank. */
  eventRsvps: Record<string, boolean>;
  answers: Record<string, Answer>;
  address: Address;
}>;
export type ReadRow = { row: number; values: RowValues };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Undoes the export's formula guard: "'=SUM" is read back as "=SUM". */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readName(cell: string, label: string, problems: string[]): string | undefined {
  if (cell.length > LIMITS.nameMax) problems.push(`${label} can be at most ${LIMITS.nameMax} characters`);
  else if (CONTROL.test(cell)) problems.push(`${label} cannot contain line breaks or control characters`);
  else return cell;
  return undefined;
}

/**
 * Folds each run of line breaks, with the spaces around it, into one space. Split and trim run in linear
 * time; the regular expression this replaces (whitespace, line breaks, whitespace) backtracked on a long
 * run of spaces and took seconds on a 100 KB cell.
 */
function foldLineBreaks(cell: string): string {
  return cell
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** Reads one non-blank cell into `values`, or says what is wrong with it. */
function readCell(column: ImportColumn, cell: string, values: RowValues, problems: string[], catalog: Catalog) {
  const yesNo = (label: string) => {
    const value = readYesNo(cell);
    if (value === null) problems.push(`${label} '${cell}' should be yes or no`);
    return value ?? undefined;
  };
  switch (column) {
    case 'id':
      if (firestoreId.safeParse(cell).success) values.id = cell;
      else problems.push(`id '${cell}' is not a guest id`);
      break;
    case 'first':
      values.first = readName(cell, 'the first name', problems);
      break;
    case 'last':
      values.last = readName(cell, 'the last name', problems);
      break;
    case 'phone': {
      const phone = phoneFromInput(cell);
      const abroad = phone === null ? null : smsCountryProblem(phone);
      if (phone === null) problems.push(phoneProblem(cell).replace(/\.$/, ''));
      else if (abroad) problems.push(abroad.replace(/\.$/, ''));
      else values.phone = phone;
      break;
    }
    case 'invitation':
      if (firestoreId.safeParse(cell).success) values.invtId = cell;
      else problems.push(`invitation '${cell}' cannot be used: avoid '/' and keep it under ${LIMITS.idMax} characters`);
      break;
    case 'rsvp':
      values.rsvp = yesNo('rsvp');
      break;
    case 'meal': {
      const plate = readMeal(cell, catalog);
      if (plate === null) problems.push(`meal '${cell}' is not on the menu; meals are ${mealsText(catalog)}`);
      else values.plate = plate;
      break;
    }
    case 'dietary': {
      const note = foldLineBreaks(cell);
      if (note.length > LIMITS.dietaryMax)
        problems.push(`the dietary note can be at most ${LIMITS.dietaryMax} characters`);
      else if (CONTROL.test(note)) problems.push('the dietary note cannot contain control characters');
      else values.dietary = note;
      break;
    }
    case 'table': {
      const table = readTable(cell);
      if (table === null)
        problems.push(`${/^table\b/i.test(cell) ? cell : `table ${cell}`} does not exist; tables are ${tablesText()}`);
      else values.table = table;
      break;
    }
    case 'seat':
      // A file without a tpos column (written before it) has the stored position in its seat column.
      if ((POSITIONS as readonly string[]).includes(cell)) values.tpos = cell;
      else problems.push(`seat ${cell} does not exist; seats are ${positionsText()}`);
      break;
    case 'tpos':
      if ((POSITIONS as readonly string[]).includes(cell)) values.tpos = cell;
      else
        problems.push(`tpos ${cell} does not exist; positions are ${positionsText()} (seat 1 is tpos ${POSITIONS[0]})`);
      break;
    case 'admin':
      values.isAdmin = yesNo('admin');
      break;
    case 'disabled':
      values.disabled = yesNo('disabled');
      break;
    case 'language': {
      const language = LANGUAGES.find((code) => code === cell.toLowerCase());
      if (language) values.language = language;
      else problems.push(`language '${cell}' should be ${languagesText()}`);
      break;
    }
    case 'email': {
      const email = emailInput.safeParse(cell);
      if (email.success) values.email = email.data;
      else problems.push(`email '${cell}' is not an email address; type it like name@example.com`);
      break;
    }
    case 'events': {
      const ids = cell
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const unknown = ids.filter((id) => !eventIds(catalog).includes(id));
      if (unknown.length)
        problems.push(`events '${unknown.join(' ')}' do not exist; events are ${eventsText(catalog)}`);
      else values.events = [...new Set(ids)];
      break;
    }
    case 'age': {
      const age = AGE_GROUPS.find((group) => group === cell.toLowerCase());
      if (age) values.ageGroup = age;
      else problems.push(`age '${cell}' should be ${agesText()}`);
      break;
    }
    case 'plus ones': {
      const count = Number(cell);
      if (Number.isInteger(count) && count >= 0 && count <= PLUS_ONES_MAX) values.plusOnes = count;
      else problems.push(`plus ones '${cell}' should be a whole number from 0 to ${PLUS_ONES_MAX}`);
      break;
    }
    case 'companion of':
      if (firestoreId.safeParse(cell).success) values.companionOf = cell;
      else problems.push(`companion of '${cell}' is not a guest id`);
      break;
    default:
      readEventOrQuestion(column, cell, values, problems, catalog);
  }
}

/** An `event <id>` cell (yes or no) or a `question <id>` cell (an answer of the question's kind). */
function readEventOrQuestion(column: string, cell: string, values: RowValues, problems: string[], catalog: Catalog) {
  const event = eventIds(catalog).find((id) => eventColumn(id) === column);
  if (event) {
    const value = readYesNo(cell);
    if (value === null) problems.push(`${column} '${cell}' should be yes or no`);
    else values.eventRsvps = { ...values.eventRsvps, [event]: value };
    return;
  }
  const question = catalog.questions.find((candidate) => questionColumn(candidate.id) === column);
  if (!question) return;
  const answer: unknown =
    question.kind === 'yesno' ? readYesNo(cell) : question.kind === 'number' ? Number(cell) : cell;
  const problem = answerProblem(question, answer);
  if (problem) problems.push(`${column}: ${problem}`);
  else values.answers = { ...values.answers, [question.id]: answer as Answer };
}

/** A seat as people read it, beside the row's tpos: either may be changed, but they must agree. */
function readSeat(cell: string, values: RowValues, problems: string[]) {
  const position = positionOfSeat(cell);
  if (position === null) problems.push(`seat ${cell} does not exist; seats are ${seatRangeText()}`);
  else if (values.tpos !== undefined && values.tpos !== position)
    problems.push(
      `seat ${cell} and tpos ${values.tpos} are different seats (seat ${cell} is tpos ${position}); change one of them or clear the other`,
    );
  else values.tpos = position;
}

/**
 * Reads a guest-list CSV (a header row naming the columns, then one person a row). Row numbers are
 * the spreadsheet's: the header is row 1. Blank rows are skipped.
 */
export function readCsv(csv: string, catalog: Catalog): { rows: ReadRow[]; errors: RowError[] } {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const errors: RowError[] = parsed.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .map((error) => ({ row: (error.row ?? 0) + 1, message: error.message }));
  const [header = [], ...records] = parsed.data;
  const columns = header.map((name) => name.trim().toLowerCase());
  const read = importColumns(catalog);
  const known = new Set<string>([...read, ...skippedColumns(catalog)]);
  const unknown = columns.filter((name) => name && !known.has(name));
  if (unknown.length) {
    errors.push({
      row: 1,
      message: `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `'${c}'`).join(', ')}; columns are ${read.join(', ')}`,
    });
  }
  if (!columns.includes('first') && !columns.includes('id')) {
    errors.push({ row: 1, message: "the first row must name the columns, with at least 'first' and 'invitation'" });
  }
  // Beside a tpos column (the export's), the seat column is the seat as people read it (seat 1 is tpos '0').
  const withTpos = columns.includes('tpos');
  const rows: ReadRow[] = [];
  records.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const values: RowValues = {};
    const problems: string[] = [];
    const addressParts: Record<string, string> = {};
    let seat = '';
    columns.forEach((column, at) => {
      const cell = unguard((cells[at] ?? '').trim());
      if (cell && isAddressColumn(column)) addressParts[column] = cell;
      else if (cell && column === 'seat' && withTpos) seat = cell;
      else if (cell && read.includes(column)) {
        readCell(column as ImportColumn, cell, values, problems, catalog);
      }
    });
    if (seat) readSeat(seat, values, problems);
    const { address, problem } = readAddress(addressParts);
    if (address) values.address = address;
    if (problem) problems.push(problem);
    for (const message of problems) errors.push({ row, message });
    if (!problems.length) rows.push({ row, values });
  });
  if (!rows.length && !errors.length) errors.push({ row: 1, message: 'the file has no guests' });
  return { rows, errors };
}
