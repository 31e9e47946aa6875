import { AGE_GROUPS, eventIds, mealIds, type Catalog } from '@contract/events';
import { LANGUAGES, POSITIONS, TABLES } from '@contract/options';
import { tableLabel } from '@contract/seating';
import { ADDRESS_COLUMNS } from './address-columns';

/** One column per further event (yes / no / empty) and per question, after the fixed ones. */
export const eventColumn = (id: string) => `event ${id}`;
export const questionColumn = (id: string) => `question ${id}`;
const EVENTS_AND_PEOPLE = ['events', 'age', 'plus ones', 'companion of'] as const;
/** The site's events and questions as they are now (the couple may add some in the console). */
const perEventAndQuestion = (catalog: Catalog) => [
  ...eventIds(catalog).map(eventColumn),
  ...catalog.questions.map((question) => questionColumn(question.id)),
];

/** The export's columns, in order (the import reads the same ones). */
export const exportColumns = (catalog: Catalog) => [
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
  ...EVENTS_AND_PEOPLE,
  ...perEventAndQuestion(catalog),
  'email',
  'email opted out',
  ...ADDRESS_COLUMNS,
];

/** Columns an import reads; the others of the export are facts the site records, and are skipped. */
export const importColumns = (catalog: Catalog) => [
  'id',
  'first',
  'last',
  'phone',
  'invitation',
  'rsvp',
  'meal',
  'dietary',
  'table',
  'seat',
  'tpos',
  'admin',
  'disabled',
  'language',
  ...EVENTS_AND_PEOPLE,
  ...perEventAndQuestion(catalog),
  'email',
  ...ADDRESS_COLUMNS,
];
export type ImportColumn = string;
export const skippedColumns = (catalog: Catalog): readonly string[] => {
  const read = new Set<string>(importColumns(catalog));
  return exportColumns(catalog).filter((column) => !read.has(column));
};

export const mealName = (plate: string, catalog: Catalog) =>
  catalog.meals.find((meal) => meal.id === plate)?.name ?? plate;

/** 'Sweet heart and table 1 to table 12': runs of numbered tables are written as a range. */
export function tablesText(): string {
  const labels = TABLES.map((table) => tableLabel(table));
  const numbered = labels.filter((label) => /^table \d+$/i.test(label));
  const others = labels.filter((label) => !numbered.includes(label));
  const range = numbered.length > 1 ? `${numbered[0]} to ${numbered.at(-1)}` : numbered[0];
  return [...others, ...(range ? [range] : [])].join(' and ');
}

/** The stored positions, as a file written before the `tpos` column has them in its `seat` column. */
export const positionsText = () => `${POSITIONS[0]} to ${POSITIONS.at(-1)}`;
export const mealsText = (catalog: Catalog) => catalog.meals.map((meal) => `${meal.name} (${meal.id})`).join(' and ');
export const languagesText = () => LANGUAGES.join(' or ');
export const agesText = () => AGE_GROUPS.join(', ');
export const eventsText = (catalog: Catalog) => eventIds(catalog).join(', ') || 'none';

/** A table as typed in a spreadsheet: 'Sweet heart', 'Table 7' or just '7'. */
export function readTable(cell: string): string | null {
  const typed = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  const named = /^\d+$/.test(typed) ? `table ${typed}` : typed;
  return TABLES.find((table) => table === named || tableLabel(table).toLowerCase() === named) ?? null;
}

/** A meal by its id or its name. */
export function readMeal(cell: string, catalog: Catalog): string | null {
  const typed = cell.trim().toLowerCase();
  return mealIds(catalog).find((id) => id === typed || mealName(id, catalog).toLowerCase() === typed) ?? null;
}

// English and Spanish words for yes and no (section 28: a "no" in either language is a decline, never skipped).
const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 's', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'falso']);
/** Quotes a spreadsheet or a person may leave around a word: "no", 'no', “no”, «no». */
const QUOTED = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;

export function readYesNo(cell: string): boolean | null {
  const typed = cell.trim().replace(QUOTED, '').trim().toLowerCase();
  return YES.has(typed) ? true : NO.has(typed) ? false : null;
}
