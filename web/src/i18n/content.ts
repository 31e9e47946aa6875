import { wedding } from '@config';

/**
 * The couple's content a guest reads, in one language: the config's English, or its `spanish`, or,
 * once the invitation brought it, site/content (lib/site-content.ts). The optional fields come
 * only from site/content: a site that never saved content shows the config as before.
 */
export type Content = {
  tagline: string;
  /** `rich`: the paragraphs are HTML saved in the console (sanitized on the server and in the browser). */
  story: { title: string; paragraphs: readonly string[]; rich?: boolean };
  faq: readonly { id: string; title: string; content: string }[];
  gift: Record<'thankYou' | 'howToGive' | 'onTheDay' | 'verse' | 'verseRef', string> &
    Partial<Record<'donationUrl' | 'zellePhone' | 'zelleEmail' | 'zelleQrPayload', string>>;
  meals: Record<string, { name: string; sides: string; hidden?: boolean }>;
  events: Record<
    string,
    { name: string; startsAt?: string; endsAt?: string; venueName?: string; venueAddress?: string; hidden?: boolean }
  >;
  questions: Record<string, { label: string; options?: readonly string[]; hidden?: boolean }>;
  /** HTML, pinned first then newest. */
  announcements?: readonly { id: string; html: string; at: string; pinned: boolean }[];
  /** The couple's day-of notes (HTML), which the Today card shows on the wedding day, not the announcements bar. */
  dayNotes?: readonly { id: string; html: string; at: string }[];
  /**
   * The slideshow's photos uploaded in the console (none: the built-in images), shaped as the hero's
   * images: one size (GET /photos/{id}, at most 1600 px) for every screen, so no <source> applies.
   */
  slideshow?: readonly { srcSets: Record<'wide' | 'tall', string>; fallback: string }[];
  /** The Zelle QR code uploaded in the console (GET /photos/{id}), else the drawn one. */
  zelleQr?: string | null;
  contact?: { phone: string; email: string };
};

export const englishContent: Content = {
  tagline: wedding.tagline,
  story: wedding.story,
  faq: wedding.faq,
  gift: wedding.gift,
  meals: Object.fromEntries(wedding.meals.map(({ id, name, sides }) => [id, { name, sides }])),
  events: Object.fromEntries(wedding.events.map(({ id, name }) => [id, { name }])),
  questions: Object.fromEntries(
    wedding.questions.map((question) => [
      question.id,
      { label: question.label, ...('options' in question ? { options: question.options as readonly string[] } : {}) },
    ]),
  ),
};
