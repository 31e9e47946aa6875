// site/content as wedding.config.ts has it: what a new site starts with (the emulator's first start,
// `npm run setup`), and what a site without the document shows (so an older site that never saved any
// content behaves as before).
import { spanish, wedding } from '@config';
import type { Localized, SiteContent } from './site-content';
import { FILE_CATALOG } from './events';

const both = (en: string, es = ''): Localized => ({ en, es });
/** The config's story paragraphs are plain text; stored content is rich text. */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function contentFromConfig(): SiteContent {
  const es = spanish;
  const gift = wedding.gift;
  return {
    story: {
      title: both(wedding.story.title, es.story.title),
      tagline: both(wedding.tagline, es.tagline),
      paragraphs: wedding.story.paragraphs.map((paragraph, index) =>
        both(escapeHtml(paragraph), escapeHtml(es.story.paragraphs[index] ?? '')),
      ),
    },
    faq: wedding.faq.map((item) => {
      const spanishItem = es.faq.find((other) => other.id === item.id);
      return {
        id: item.id,
        title: both(item.title, spanishItem?.title),
        content: both(item.content, spanishItem?.content),
      };
    }),
    gift: {
      thankYou: both(gift.thankYou, es.gift.thankYou),
      howToGive: both(gift.howToGive, es.gift.howToGive),
      onTheDay: both(gift.onTheDay, es.gift.onTheDay),
      verse: both(gift.verse, es.gift.verse),
      verseRef: both(gift.verseRef, es.gift.verseRef),
      donationUrl: gift.donationUrl,
      zellePhone: gift.zellePhone,
      zelleEmail: gift.zelleEmail,
      zelleQrPayload: gift.zelleQrPayload,
    },
    contact: { ...wedding.contact },
    events: wedding.events.map((event) => ({
      id: event.id,
      name: both(event.name, (es.events as Record<string, { name: string }>)[event.id]?.name),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      venueName: event.venueName,
      venueAddress: event.venueAddress,
      hidden: false,
    })),
    meals: FILE_CATALOG.meals.map((meal) => {
      const spanishMeal = (es.meals as Record<string, { name: string; sides: string }>)[meal.id];
      return {
        id: meal.id,
        name: both(meal.name, spanishMeal?.name),
        sides: both(meal.sides, spanishMeal?.sides),
        ages: [...meal.ages],
        hidden: false,
      };
    }),
    questions: FILE_CATALOG.questions.map((question) => {
      const spanishQuestion = (es.questions as Record<string, { label: string; options?: readonly string[] }>)[
        question.id
      ];
      return {
        id: question.id,
        label: both(question.label, spanishQuestion?.label),
        kind: question.kind,
        options: question.options.map((option, index) => both(option, spanishQuestion?.options?.[index])),
        event: question.event,
        max: question.max,
        hidden: false,
      };
    }),
    texts: { original: both(''), reminder: both(''), seat: both('') },
    announcements: [],
    photos: { slideshow: [], zelleQr: null },
  };
}

/** The version of site/content before any save: the file's content, with no history entry to revert. */
export const STARTING_CONTENT_VERSION = 0;

/**
 * site/content as a new site starts it: the file's content at version 0 and nothing else, so the site reads
 * exactly as without the document, the first save (version 1) is the first history entry, and reverting it
 * brings the file's wording back.
 */
export const startingContent = () => ({ ...contentFromConfig(), version: STARTING_CONTENT_VERSION });
