// Loaded beside the invitation call (never after it): turns site/content, which the call carries, into
// the page's content in each language (useInvitation keeps it, InvitationPage gives it to its readers
// through PageContent). An empty Spanish text shows the English one.
import { photoUrl } from '@contract/photo-url';
import { type GuestContent, type Localized } from '@contract/site-content';
import type { Language } from '@contract/options';
import type { Content } from '../i18n/content';

const pick = (text: Localized, language: Language) => (language === 'es' && text.es.trim() ? text.es : text.en);

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page's content in `language` from site/content (its rich text sanitized on the server, shown by lib/rich-text.tsx). */
export function contentIn(site: GuestContent, language: Language, base: Content): Content {
  const l = (text: Localized) => pick(text, language);
  const paragraphs = site.story.paragraphs.map(l);
  const storyAsConfig =
    !base.story.rich &&
    paragraphs.length === base.story.paragraphs.length &&
    paragraphs.every((paragraph, index) => paragraph === escapeHtml(base.story.paragraphs[index]!));
  return {
    tagline: l(site.story.tagline),
    story: storyAsConfig
      ? { title: l(site.story.title), paragraphs: base.story.paragraphs }
      : { title: l(site.story.title), paragraphs, rich: true },
    faq: site.faq.map((item) => ({ id: item.id, title: l(item.title), content: l(item.content) })),
    gift: {
      thankYou: l(site.gift.thankYou),
      howToGive: l(site.gift.howToGive),
      onTheDay: l(site.gift.onTheDay),
      verse: l(site.gift.verse),
      verseRef: l(site.gift.verseRef),
      donationUrl: site.gift.donationUrl,
      zellePhone: site.gift.zellePhone,
      zelleEmail: site.gift.zelleEmail,
      zelleQrPayload: site.gift.zelleQrPayload,
    },
    meals: {
      ...base.meals,
      ...Object.fromEntries(
        site.meals.map((meal) => [meal.id, { name: l(meal.name), sides: l(meal.sides), hidden: meal.hidden }]),
      ),
    },
    events: {
      ...base.events,
      ...Object.fromEntries(site.events.map(({ id, name, ...rest }) => [id, { ...rest, name: l(name) }])),
    },
    questions: {
      ...base.questions,
      ...Object.fromEntries(
        site.questions.map((question) => [
          question.id,
          { label: l(question.label), options: question.options.map(l), hidden: question.hidden },
        ]),
      ),
    },
    announcements: site.announcements
      .filter((item) => !item.day)
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.at.localeCompare(a.at))
      .map((item) => ({ id: item.id, html: l(item.text), at: item.at, pinned: item.pinned })),
    dayNotes: site.announcements
      .filter((item) => item.day)
      .map((item) => ({ id: item.id, html: l(item.text), at: item.at })),
    slideshow: site.photos.slideshow.map((id) => {
      return { srcSets: { wide: '', tall: '' }, fallback: photoUrl(id) };
    }),
    zelleQr: site.photos.zelleQr && photoUrl(site.photos.zelleQr),
    contact: site.contact,
  };
}
