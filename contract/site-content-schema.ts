// The schema of site/content's sections (PUT /admin/content): each value as the console sends it.
// Rich text is checked for size here and sanitized on the server before it is stored.
import { z } from './zod';
import { hasControlCharacters } from './plain-text';
import { firestoreId } from './ids';
import { CONTENT_SECTIONS, type ContentSection, type SiteContent } from './site-content';
import { MEAL_AGES, QUESTION_KINDS, WEDDING_EVENT } from './events';

const TITLE_MAX = 200;
/** A choice question's option, as the answer stores it. */
const OPTION_MAX = 100;
const RICH_MAX = 4000;

const line = (max: number) =>
  z
    .string({ message: 'must be text' })
    .max(max, `can be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), 'cannot contain line breaks or control characters');
const rich = z.string({ message: 'must be text' }).max(RICH_MAX, `can be at most ${RICH_MAX} characters`);

const localizedLine = (max = TITLE_MAX) =>
  z.object({ en: line(max).min(1, 'cannot be empty'), es: line(max) }).strict();
const localizedRich = z.object({ en: rich.min(1, 'cannot be empty'), es: rich }).strict();
/** A text the couple may leave empty in both languages (a text's wording: empty keeps the built-in one). */
const optionalLocalized = z.object({ en: z.string().max(1000), es: z.string().max(1000) }).strict();

const itemId = firestoreId.refine((id) => /^[a-z0-9-]+$/i.test(id), 'must be letters, digits or dashes');
/** A wall-clock time on the wedding's clock, like 2025-11-08T19:00. */
const wallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a date and time like 2025-11-08T19:00')
  .refine((text) => {
    const date = new Date(`${text}:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'must be a real date and time');
const url = line(500).refine((text) => text === '' || /^https:\/\/[^\s]+$/.test(text), 'must start with https://');

const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice' });
    seen.add(item.id);
  });
};

export const contentSectionSchemas = {
  story: z
    .object({ title: localizedLine(), tagline: localizedLine(), paragraphs: z.array(localizedRich).max(20) })
    .strict(),
  faq: z
    .array(z.object({ id: itemId, title: localizedLine(), content: localizedRich }).strict())
    .max(50)
    .superRefine(uniqueIds),
  gift: z
    .object({
      thankYou: localizedLine(1000),
      howToGive: localizedLine(1000),
      onTheDay: localizedLine(1000),
      verse: localizedLine(500),
      verseRef: localizedLine(),
      donationUrl: url,
      zellePhone: line(40),
      zelleEmail: line(200),
      zelleQrPayload: line(500),
    })
    .strict(),
  contact: z.object({ phone: line(40).min(1, 'cannot be empty'), email: line(200).min(1, 'cannot be empty') }).strict(),
  events: z
    .array(
      z
        .object({
          id: itemId.refine((id) => id !== WEDDING_EVENT, `cannot be '${WEDDING_EVENT}': that is the wedding itself`),
          name: localizedLine(),
          startsAt: wallClock,
          endsAt: wallClock,
          venueName: line(TITLE_MAX),
          venueAddress: line(TITLE_MAX),
          hidden: z.boolean(),
          moved: z.boolean({ message: 'must be true or false' }).optional(),
        })
        .strict()
        .refine((event) => event.endsAt > event.startsAt, { path: ['endsAt'], message: 'must be after startsAt' }),
    )
    .max(20)
    .superRefine(uniqueIds),
  meals: z
    .array(
      z
        .object({
          id: itemId,
          name: localizedLine(),
          sides: localizedLine(),
          ages: z
            .array(z.enum(MEAL_AGES, { message: "must list 'adult' and/or 'child'" }))
            .min(1, "must list who may choose it: 'adult' and/or 'child'")
            .refine((ages) => new Set(ages).size === ages.length, 'lists an age twice'),
          hidden: z.boolean(),
        })
        .strict(),
    )
    .max(20)
    .superRefine(uniqueIds),
  questions: z
    .array(
      z
        .object({
          id: itemId,
          label: localizedLine(),
          kind: z.enum(QUESTION_KINDS, { message: `must be one of: ${QUESTION_KINDS.join(', ')}` }),
          options: z.array(localizedLine(OPTION_MAX)).max(20),
          event: itemId,
          max: z
            .number({ message: 'must be a whole number' })
            .int('must be a whole number')
            .min(1, 'must be at least 1')
            .max(1000, 'can be at most 1000'),
          hidden: z.boolean(),
        })
        .strict()
        .superRefine((question, ctx) => {
          if (question.kind === 'choice' && question.options.length < 2) {
            ctx.addIssue({
              code: 'custom',
              path: ['options'],
              message: 'must list at least two options to choose from',
            });
          }
          if (question.kind !== 'choice' && question.options.length > 0) {
            ctx.addIssue({ code: 'custom', path: ['options'], message: "are only for a 'choice' question" });
          }
          const seen = new Set<string>();
          question.options.forEach((option, index) => {
            if (seen.has(option.en))
              ctx.addIssue({ code: 'custom', path: ['options', index], message: 'is listed twice' });
            seen.add(option.en);
          });
        }),
    )
    .max(30)
    .superRefine(uniqueIds),
  texts: z.object({ original: optionalLocalized, reminder: optionalLocalized, seat: optionalLocalized }).strict(),
  announcements: z
    .array(
      z
        .object({
          id: itemId,
          text: localizedRich,
          at: z.iso.datetime({ offset: true, message: 'must be an ISO date and time' }),
          pinned: z.boolean(),
          day: z.boolean({ message: 'must be true or false' }).optional(),
        })
        .strict(),
    )
    .max(30)
    .superRefine(uniqueIds),
  photos: z.object({ slideshow: z.array(firestoreId).max(12), zelleQr: firestoreId.nullable() }).strict(),
} satisfies { [S in ContentSection]: z.ZodType<SiteContent[S]> };

export const putContentBody = z
  .object({
    section: z.enum(CONTENT_SECTIONS, { message: `The section must be one of: ${CONTENT_SECTIONS.join(', ')}.` }),
    value: z.unknown(),
    version: z.number({ message: 'Please send the version you loaded (version).' }).int().min(0),
  })
  .strict();

export const revertContentBody = z.object({ historyId: firestoreId.describe('historyId') }).strict();

/** The field a section's value gets wrong, as a sentence: "faq.2.title.es can be at most 200 characters." */
export function contentProblem(section: ContentSection, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `The ${section} section is not valid.`;
  const field = [section, ...issue.path.map(String)].join('.');
  const message =
    issue.code === 'invalid_type' && !issue.message.startsWith('must')
      ? 'is missing or of the wrong type'
      : issue.message;
  return `${field} ${message}.`;
}

type Item = Record<string, unknown> & { id?: unknown };
/** The structural fields a meal or a question gained with the catalog: ages, kind, options, event, max. */
const STRUCTURE: Partial<Record<ContentSection, readonly string[]>> = {
  meals: ['ages'],
  questions: ['kind', 'options', 'event', 'max'],
};

/**
 * A section's value with the structural fields an item left out taken from the item with the same id in
 * `known` (what is stored, else the file's): a document or a caller from before those fields existed
 * behaves as before, and a new item must name them (the schema says which is missing).
 */
export function withStructure(section: ContentSection, value: unknown, known: readonly unknown[]): unknown {
  const fields = STRUCTURE[section];
  if (!fields || !Array.isArray(value)) return value;
  const byId = new Map((known as Item[]).map((item) => [item.id, item]));
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    const before = byId.get((item as Item).id);
    if (!before) return item;
    const missing = fields.filter((field) => !(field in item) && field in before);
    return missing.length === 0
      ? item
      : { ...(item as Item), ...Object.fromEntries(missing.map((field) => [field, before[field]])) };
  });
}
