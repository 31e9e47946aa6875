// site/content as wedding.config.ts has it: what a new site starts with, and what a site without the
// document shows (so a site that never saved any content behaves as before).
import { spanish, wedding } from '@config';
import type { Localized, SiteContent } from './site-content';

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
    meals: wedding.meals.map((meal) => {
      const spanishMeal = (es.meals as Record<string, { name: string; sides: string }>)[meal.id];
      return {
        id: meal.id,
        name: both(meal.name, spanishMeal?.name),
        sides: both(meal.sides, spanishMeal?.sides),
        hidden: false,
      };
    }),
    questions: wedding.questions.map((question) => ({
      id: question.id,
      label: both(question.label, (es.questions as Record<string, { label: string }>)[question.id]?.label),
      hidden: false,
    })),
    texts: { original: both(''), reminder: both(''), seat: both('') },
    announcements: [],
    photos: { slideshow: [], zelleQr: null },
  };
}
