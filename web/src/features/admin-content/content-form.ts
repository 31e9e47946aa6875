// Pure helpers of the Wedding tab: labels, new items, missing translations.
import { SECTION_NAMES, type ContentSection, type Localized, type SiteContent } from '@contract/site-content';
import { QUESTION_MAX_DEFAULT, WEDDING_EVENT, type MealAge, type QuestionKind } from '@contract/events';

export const SECTION_LABELS: Record<ContentSection, string> = SECTION_NAMES;

/** What each field is called in the editor. */
export const FIELD_LABELS: Record<string, string> = {
  faq: 'Question',
  events: 'Event',
  meals: 'Meal',
  questions: 'Question',
  announcements: 'Announcement',
  title: 'Title',
  tagline: 'Tagline',
  paragraphs: 'Paragraph',
  content: 'Answer',
  thankYou: 'Thank-you line',
  howToGive: 'How to give',
  onTheDay: 'On the day',
  verse: 'Verse',
  verseRef: 'Verse reference',
  donationUrl: 'Card donation link (https://)',
  zellePhone: 'Zelle phone',
  zelleEmail: 'Zelle email',
  zelleQrPayload: 'What the drawn Zelle QR code encodes (when no QR image is uploaded)',
  phone: 'Phone',
  email: 'Email',
  name: 'Name',
  startsAt: 'Starts',
  endsAt: 'Ends',
  venueName: 'Place',
  venueAddress: 'Address',
  hidden: 'Hidden from guests',
  sides: 'Sides',
  label: 'Question',
  original: 'Invitation text',
  reminder: 'Reminder text',
  seat: 'Seat text',
  text: 'Announcement',
  at: 'Date',
  pinned: 'Pinned to the top',
  ages: 'Who may choose it',
  kind: 'Kind of answer',
  options: 'Option',
  event: 'Asked of those attending',
  max: 'Largest number accepted',
  slideshow: 'Slideshow',
  zelleQr: 'Zelle QR code',
};

/** A question's kind of answer, as the editor offers it. */
export const ANSWER_KIND_LABELS: Record<QuestionKind, string> = {
  yesno: 'Yes or no',
  choice: 'One of a few options',
  text: 'A short text',
  number: 'A number',
};

/** Who may choose a meal: "Adults and children". */
export const mealAgesText = (ages: readonly MealAge[]) =>
  ages.length === 0
    ? 'Nobody yet: tick adults, children or both'
    : ages.length === 2
      ? 'Adults and children'
      : ages[0] === 'child'
        ? 'Children only'
        : 'Adults only';

/** Rich text fields (a safe subset of HTML: paragraphs, bold, italics, lists, links). */
export const RICH_FIELDS = new Set(['paragraphs', 'content', 'text']);

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  typeof (value as Localized).en === 'string' &&
  typeof (value as Localized).es === 'string';

const empty = (): Localized => ({ en: '', es: '' });

/**
 * A new item of a list section, with an id the couple may change until it is saved. A new event starts on
 * the wedding's day (`day`, like 2026-06-20) at 17:00 for two hours.
 */
export function newItem(section: ContentSection, taken: string[], day = ''): unknown {
  const prefix = { faq: 'question', events: 'event', meals: 'meal', questions: 'question', announcements: 'news' }[
    section as 'faq'
  ];
  let n = taken.length + 1;
  while (taken.includes(`${prefix}-${n}`)) n += 1;
  const id = `${prefix}-${n}`;
  switch (section) {
    case 'faq':
      return { id, title: empty(), content: empty() };
    case 'announcements':
      return { id, text: empty(), at: new Date().toISOString(), pinned: false };
    case 'events':
      return {
        id,
        name: empty(),
        startsAt: `${day}T17:00`,
        endsAt: `${day}T19:00`,
        venueName: '',
        venueAddress: '',
        hidden: false,
      };
    case 'meals':
      return { id, name: empty(), sides: empty(), ages: ['adult'], hidden: false };
    case 'questions':
      return {
        id,
        label: empty(),
        kind: 'yesno',
        options: [],
        event: WEDDING_EVENT,
        max: QUESTION_MAX_DEFAULT,
        hidden: false,
      };
    case 'story':
      return empty();
    default:
      return null;
  }
}

/** Sections whose items are added here, and what the button says. */
export const ADD_LABELS: Partial<Record<ContentSection, string>> = {
  faq: 'Add a question',
  events: 'Add an event',
  meals: 'Add a meal',
  questions: 'Add a question',
  announcements: 'Add an announcement',
};

/**
 * A question with its kind changed: a choice starts with two empty options, other kinds have none; the
 * largest number stays.
 */
export function withKind<Q extends { kind: QuestionKind; options: Localized[] }>(question: Q, kind: QuestionKind): Q {
  const options = kind === 'choice' ? (question.options.length ? question.options : [empty(), empty()]) : [];
  return { ...question, kind, options };
}

/** Every text with English but no Spanish, as "FAQ › Where do I park? › Title". */
export function missingTranslations(content: SiteContent): { section: ContentSection; where: string }[] {
  const found: { section: ContentSection; where: string }[] = [];
  const walk = (value: unknown, section: ContentSection, path: string[]) => {
    if (isLocalized(value)) {
      if (value.en.trim() && !value.es.trim()) found.push({ section, where: path.join(' › ') });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const named = item as { id?: string; title?: Localized; name?: Localized; label?: Localized };
        const name = named.title?.en || named.name?.en || named.label?.en || named.id || `#${index + 1}`;
        walk(item, section, [...path, name]);
      });
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, section, [...path, FIELD_LABELS[key] ?? key]);
    }
  };
  for (const [section, value] of Object.entries(content) as [ContentSection, unknown][]) {
    if (section === 'texts') continue; // an empty text keeps the built-in wording in both languages
    walk(value, section, [SECTION_LABELS[section]]);
  }
  return found;
}

type Named = { id?: string; title?: Localized; name?: Localized; label?: Localized; text?: Localized };
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const nameOf = (item: Named) => {
  const name = item.title?.en || item.name?.en || item.label?.en || plain(item.text?.en ?? '') || item.id || '';
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What one save changed, for the list of changes: "added Where do I park?; changed Soy glazed salmon",
 * "changed Title, Paragraph", "reordered". Empty when nothing differs.
 */
export function describeChange(before: unknown, after: unknown): string {
  if (Array.isArray(before) && Array.isArray(after)) {
    const items = (list: unknown[]) => list.filter((item): item is Named => typeof item === 'object' && item !== null);
    const was = new Map(items(before).map((item) => [item.id, item]));
    const is = new Map(items(after).map((item) => [item.id, item]));
    const added = items(after).filter((item) => !was.has(item.id));
    const removed = items(before).filter((item) => !is.has(item.id));
    const changed = items(after).filter((item) => was.has(item.id) && !same(was.get(item.id), item));
    const parts = [
      ['added', added],
      ['changed', changed],
      ['removed', removed],
    ]
      .filter(([, list]) => (list as Named[]).length > 0)
      .map(([verb, list]) => `${verb as string} ${(list as Named[]).map(nameOf).join(', ')}`);
    if (parts.length === 0 && !same(before, after)) return 'reordered';
    return parts.join('; ');
  }
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => !same((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]),
    );
    return keys.length ? `changed ${keys.map((key) => FIELD_LABELS[key] ?? key).join(', ')}` : '';
  }
  return same(before, after) ? '' : 'changed';
}

/**
 * A bad value as the API names it ('events.2.name.en cannot be empty.') as the couple reads it ('Schedule ›
 * Event 3 › Name (English) cannot be empty.'), with the id of the editor's field it names (the editor's
 * ids follow the same path), or null when the message names no field.
 */
export function readableProblem(message: string): { text: string; fieldId: string | null } {
  const match = /^([a-z]+)((?:\.[\w-]+)+) ([\s\S]*)$/.exec(message);
  const section = match?.[1] as ContentSection | undefined;
  if (!match || !section || !(section in SECTION_LABELS)) return { text: message, fieldId: null };
  const parts = match[2]!.slice(1).split('.');
  const words = [SECTION_LABELS[section]];
  let item = FIELD_LABELS[section] ?? 'Item';
  parts.forEach((part, index) => {
    const isIndex = (text = '') => /^\d+$/.test(text);
    if (isIndex(part)) words.push(`${item} ${Number(part) + 1}`);
    else if (part === 'en' || part === 'es') words.push(`${words.pop()} (${part === 'en' ? 'English' : 'Spanish'})`);
    // A list's name is said by its item's number ('Option 2'), any other field by its label.
    else if (isIndex(parts[index + 1])) item = FIELD_LABELS[part] ?? part;
    else words.push(FIELD_LABELS[part] ?? part);
  });
  return { text: `${words.join(' › ')} ${match[3]}`, fieldId: `content-${section}-${parts.join('-')}` };
}

/** The field whose English text names an item: a new item's id is made from it. */
export const NAMING_FIELDS: ReadonlySet<string> = new Set(['name', 'label', 'title', 'text']);

/**
 * An id made from a name, as searches and exports show it: 'Café & brunch!' -> 'cafe-brunch', at most 40
 * characters, '-2', '-3' added when another item has it; '' when the name has no letters or digits.
 */
export function idFromName(name: string, taken: readonly string[]): string {
  const base = name
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (!base) return '';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}
