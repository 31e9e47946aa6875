import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  CONTENT_SECTIONS,
  type ContentSection,
  type ContentVersions,
  type GuestContent,
  type SiteContent,
} from '@contract/site-content';
import { contentFromConfig, STARTING_CONTENT_VERSION } from '@contract/site-content-defaults';
import { contentSectionSchemas, withStructure } from '@contract/site-content-schema';
import { db } from '../platform/firebase';
import { sanitizeRichText } from './sanitize';
import { catalogOf, type Catalog } from '@contract/events';

/**
 * site/content: the couple's content, with `version` counting its saves, `versions` the version of each
 * section's latest save, and `savedBy` who made it.
 */
const contentDoc = () => db.collection('site').doc('content');
/** contentHistory/{id}: one save, `{section, before, after, by, at}`. */
export const contentHistory = () => db.collection('contentHistory');

type StoredContent = {
  content: SiteContent;
  version: number;
  versions: ContentVersions;
  /** Who saved each section last (its name), for a section saved since the version a save was made from. */
  savedBy: Partial<Record<ContentSection, string>>;
  /** Whether the document keeps `versions` already (a document from before keeps one version for all). */
  hasVersions: boolean;
};

/**
 * site/content as the site shows it. A new site starts with the document (startingContent, written by the
 * emulator's first start and `npm run setup`); a missing document (a site from before that never saved) or
 * a missing or broken section reads as wedding.config.ts has it, so such a site behaves exactly as before.
 */
function readContentSnap(snap: FirebaseFirestore.DocumentSnapshot): StoredContent {
  const data = snap.data() ?? {};
  const fallback = contentFromConfig();
  const content = Object.fromEntries(
    (Object.keys(fallback) as ContentSection[]).map((section) => {
      const parsed = contentSectionSchemas[section].safeParse(
        withStructure(section, data[section], fallback[section] as unknown[]),
      );
      return [section, parsed.success ? parsed.data : fallback[section]];
    }),
  ) as SiteContent;
  const version = typeof data.version === 'number' ? data.version : STARTING_CONTENT_VERSION;
  const kept = (data.versions ?? {}) as Record<string, unknown>;
  // A document from before versions per section: each section reads as last saved at the document's version.
  const versions = Object.fromEntries(
    CONTENT_SECTIONS.map((section) => [section, typeof kept[section] === 'number' ? kept[section] : version]),
  ) as ContentVersions;
  const names = (data.savedBy ?? {}) as Record<string, unknown>;
  const savedBy = Object.fromEntries(
    CONTENT_SECTIONS.filter((section) => typeof names[section] === 'string').map((section) => [
      section,
      names[section],
    ]),
  ) as StoredContent['savedBy'];
  return { content, version, versions, savedBy, hasVersions: typeof data.versions === 'object' };
}

/**
 * Whether `section` was saved since the save was made from `version`: the version of the whole document
 * (what the console loaded before versions per section) or of that section; both are counted by the same
 * counter, so a save of another section since then never counts.
 */
export const sectionSavedSince = (stored: StoredContent, section: ContentSection, version: number) =>
  stored.versions[section] > version;

export async function readContent(tx?: Transaction): Promise<StoredContent> {
  return readContentSnap(tx ? await tx.get(contentDoc()) : await contentDoc().get());
}

/** What a guest's page needs (the texts' wording stays on the server). */
export function guestContent({ content, version }: Pick<StoredContent, 'content' | 'version'>): GuestContent {
  const { texts: _texts, ...rest } = content;
  return { ...rest, version };
}

/** Every rich text of a section, sanitized; other sections as they are. */
export function sanitizeSection<S extends ContentSection>(section: S, value: SiteContent[S]): SiteContent[S] {
  const clean = ({ en, es }: { en: string; es: string }) => ({ en: sanitizeRichText(en), es: sanitizeRichText(es) });
  switch (section) {
    case 'story': {
      const story = value as SiteContent['story'];
      return { ...story, paragraphs: story.paragraphs.map(clean) } as SiteContent[S];
    }
    case 'faq':
      return (value as SiteContent['faq']).map((item) => ({ ...item, content: clean(item.content) })) as SiteContent[S];
    case 'announcements':
      return (value as SiteContent['announcements']).map((item) => ({
        ...item,
        text: clean(item.text),
      })) as SiteContent[S];
    default:
      return value;
  }
}

/** The rich texts of a section, each with the field that holds it ('faq.2.content.es'). */
function richTexts(section: ContentSection, value: unknown): [string, string][] {
  const pair = (path: string, text: { en: string; es: string }): [string, string][] => [
    [`${path}.en`, text.en],
    [`${path}.es`, text.es],
  ];
  if (section === 'story')
    return (value as SiteContent['story']).paragraphs.flatMap((p, i) => pair(`story.paragraphs.${i}`, p));
  if (section === 'faq')
    return (value as SiteContent['faq']).flatMap((item, i) => pair(`faq.${i}.content`, item.content));
  if (section === 'announcements')
    return (value as SiteContent['announcements']).flatMap((item, i) => pair(`announcements.${i}.text`, item.text));
  return [];
}

/** What a reader sees of some markup: its text without tags, trimmed. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The refusal for a rich text that sanitizing emptied (it had something to read and nothing is left), naming
 * the field; null when nothing was emptied. `value` is the section as sent, `clean` as sanitized.
 */
export function emptiedBySanitizer(section: ContentSection, value: unknown, clean: unknown): string | null {
  const after = new Map(richTexts(section, clean));
  const emptied = richTexts(section, value).find(
    ([field, text]) => visible(text) !== '' && visible(after.get(field) ?? '') === '',
  );
  return emptied
    ? `${emptied[0]} has nothing left once the markup the site does not allow is removed (scripts, styles, images, forms, event handlers): write it as text, with paragraphs, emphasis, lists and links.`
    : null;
}

/**
 * Writes one section and its history entry in the transaction: the version moves on by one, and becomes
 * the section's. The first save also stores every other section as it reads (the file's, on a site without
 * the document), so the document is whole; the first save that keeps versions per section stores every
 * section's as it reads.
 */
export function writeSection(
  tx: Transaction,
  stored: StoredContent,
  section: ContentSection,
  after: unknown,
  by: { uid: string; name: string },
  revertOf: string | null = null,
) {
  const version = stored.version + 1;
  const base = stored.version === STARTING_CONTENT_VERSION ? { ...stored.content } : {};
  tx.set(
    contentDoc(),
    {
      ...base,
      [section]: after,
      version,
      versions: stored.hasVersions ? { [section]: version } : { ...stored.versions, [section]: version },
      savedBy: { [section]: by.name },
      updatedBy: by.uid,
      updatedByName: by.name,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  const entry = contentHistory().doc();
  tx.set(entry, {
    section,
    before: stored.content[section],
    after,
    by: by.uid,
    byName: by.name,
    at: FieldValue.serverTimestamp(),
    version,
    revertOf,
  });
  const content = { ...stored.content, [section]: after } as SiteContent;
  return { content, version, versions: { ...stored.versions, [section]: version }, historyId: entry.id };
}

/** The site's events, meals and questions as the couple last saved them, for the rules that read them. */
export const readCatalog = async (tx?: Transaction): Promise<Catalog> => catalogOf((await readContent(tx)).content);
