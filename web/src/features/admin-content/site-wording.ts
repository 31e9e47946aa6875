// The site's own wording of its texts, as the Wedding tab's starting text for "Texts & emails".
import { sms, wedding } from '@config';
import { eventsInOrder } from '@contract/events';
import type { ContentSection, SiteContent } from '@contract/site-content';

type Texts = SiteContent['texts'];
type Kind = keyof Texts;
const KINDS: readonly Kind[] = ['original', 'reminder', 'seat'];

let computed: Texts | null = null;

/**
 * The site's own wording of each text in English and Spanish, written with the placeholders a couple's
 * wording takes ({first}, {link}, {couple}, {rsvpBy}, {seat}): what guests get while the couple saved none.
 */
export function siteWording(): Texts {
  computed ??= fromConfig();
  return computed;
}

function fromConfig(): Texts {
  const parts = { first: '{first}', link: '{link}', rsvpBy: '{rsvpBy}', seat: '{seat}', reply: false };
  const template = (text: string) => text.split(wedding.couple.title).join('{couple}');
  const kind = (name: Kind) => ({ en: template(sms.en[name](parts)), es: template(sms.es[name](parts)) });
  return { original: kind('original'), reminder: kind('reminder'), seat: kind('seat') };
}

const mapTexts = (texts: Texts, each: (value: string, own: string) => string): Texts => {
  const own = siteWording();
  return Object.fromEntries(
    KINDS.map((name) => [name, { en: each(texts[name].en, own[name].en), es: each(texts[name].es, own[name].es) }]),
  ) as Texts;
};

/** The couple's saved wording, each empty text shown as the site's own (the starting text to edit). */
export const withSiteWording = (texts: Texts): Texts => mapTexts(texts, (value, own) => (value.trim() ? value : own));

/**
 * The wording to save: a text left as the site's own is saved empty, so the site keeps composing it (and
 * follows its own wording should it change).
 */
export const withoutSiteWording = (texts: Texts): Texts =>
  mapTexts(texts, (value, own) => (value.trim() === own.trim() ? '' : value));

/**
 * A section as the Wedding tab shows it to edit: the texts with the site's own wording where none is saved,
 * the events in the order guests see them (by start time until the couple moved one).
 */
export const shownSection = (content: SiteContent, section: ContentSection): unknown =>
  section === 'texts'
    ? withSiteWording(content.texts)
    : section === 'events'
      ? eventsInOrder(content.events)
      : content[section];

/** A section's edited value as it is saved. */
export const savedValue = (section: ContentSection, value: unknown): unknown =>
  section === 'texts' ? withoutSiteWording(value as Texts) : value;
