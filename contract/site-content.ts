// The couple's content as stored at site/content: every guest-facing text in
// English and Spanish side by side, the schedule, meals, questions, announcements and the photos' ids.
// Types only here (and small helpers), so the guest pages can import them; the schema is in site-content-schema.ts.

import type { MealAge, QuestionKind } from './events';

/** One text in both languages; an empty Spanish text shows the English one. */
export type Localized = { en: string; es: string };

export type ContentFaq = { id: string; title: Localized; content: Localized };
export type ContentEvent = {
  id: string;
  name: Localized;
  startsAt: string;
  endsAt: string;
  venueName: string;
  venueAddress: string;
  /** Hidden: guests no longer see it (an event guests answered is hidden, never removed). */
  hidden: boolean;
  /**
   * True on every event once the couple moved one (Move up): the events then keep this saved order
   * everywhere; absent, they are listed by start time (`eventsInOrder` in contract/events.ts).
   */
  moved?: boolean;
};
/** `ages`: who may choose it (an infant needs no meal). */
export type ContentMeal = { id: string; name: Localized; sides: Localized; ages: MealAge[]; hidden: boolean };
/**
 * `options`: a 'choice' question's, English as answers store it; `event`: 'wedding' or a further event's id
 * (asked of those who attend it); `max`: the largest answer to a 'number' question.
 */
export type ContentQuestion = {
  id: string;
  label: Localized;
  kind: QuestionKind;
  options: Localized[];
  event: string;
  max: number;
  hidden: boolean;
};
/**
 * `day: true`: a day-of note (the couple's short note on the wedding day), which the guest page's Today card
 * shows, the latest first; absent or false: an ordinary announcement.
 */
export type ContentAnnouncement = { id: string; text: Localized; at: string; pinned: boolean; day?: boolean };

export type SiteContent = {
  /** `paragraphs` are rich text (a safe subset of HTML). */
  story: { title: Localized; tagline: Localized; paragraphs: Localized[] };
  /** `content` is rich text. */
  faq: ContentFaq[];
  gift: {
    thankYou: Localized;
    howToGive: Localized;
    onTheDay: Localized;
    verse: Localized;
    verseRef: Localized;
    donationUrl: string;
    zellePhone: string;
    zelleEmail: string;
    zelleQrPayload: string;
  };
  contact: { phone: string; email: string };
  events: ContentEvent[];
  meals: ContentMeal[];
  questions: ContentQuestion[];
  /**
   * The wording of the texts and emails the site sends; an empty text keeps the built-in wording.
   * Placeholders: {first}, {link}, {couple}, {rsvpBy}, {seat}.
   */
  texts: { original: Localized; reminder: Localized; seat: Localized };
  /** `text` is rich text; pinned ones come first, then the newest. */
  announcements: ContentAnnouncement[];
  /** Photo ids (photos/{id}): the slideshow's, in order (empty: the built-in images), and the Zelle QR code's. */
  photos: { slideshow: string[]; zelleQr: string | null };
};

export const CONTENT_SECTIONS = [
  'story',
  'faq',
  'gift',
  'contact',
  'events',
  'meals',
  'questions',
  'texts',
  'announcements',
  'photos',
] as const satisfies readonly (keyof SiteContent)[];
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Each section by the name the console's Wedding tab gives it. */
export const SECTION_NAMES: Record<ContentSection, string> = {
  story: 'Story',
  faq: 'FAQ',
  gift: 'Gifts',
  contact: 'Contact',
  events: 'Schedule',
  meals: 'Meals',
  questions: 'Questions',
  texts: 'Texts & emails',
  announcements: 'Announcements',
  photos: 'Photos',
};

/** What guests' pages receive with their invitation: everything but the wording of texts. */
export type GuestContent = Omit<SiteContent, 'texts'> & { version: number };

/** The version of each section's latest save (the document's version when it was made). */
export type ContentVersions = Record<ContentSection, number>;

/** Every section at one version: a site that never saved has them all at 0. */
export const everySectionAt = (version: number) =>
  Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, version])) as ContentVersions;

/**
 * GET /admin/content and PUT /admin/content answer this: `version` counts every save, `versions` holds
 * each section's. A save sends its section's version and is refused only when that section changed since.
 */
export type ContentAnswer = { content: SiteContent; version: number; versions: ContentVersions };

/** The data of a 409 refusing a save because its section was saved since: which section, and by whom. */
export type ContentStale = { section: ContentSection; savedBy: string };

/** One kept save (contentHistory/{id}), as GET /admin/content/history lists it. */
export type ContentHistoryEntry = {
  id: string;
  section: ContentSection;
  before: unknown;
  after: unknown;
  by: string;
  byName: string;
  at: string | null;
  /** Set on a save that reverted an earlier one. */
  revertOf: string | null;
};

/** POST /admin/photos answers 201 with this; `url` is GET /photos/{id}. */
export type PhotoAnswer = { id: string; url: string };
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 1 MB: a Firestore document holds at most 1 MiB, so the photo and its fields fit in one. */
export const PHOTO_MAX_BYTES = 1_000_000;
/** The browser resizes a photo to at most this many pixels on its longer side before uploading. */
export const PHOTO_MAX_SIDE = 1600;

/** The text in `language`, or the English one when the Spanish is empty. */
export const localized = (text: Localized, language: 'en' | 'es') =>
  language === 'es' && text.es.trim() ? text.es : text.en;
