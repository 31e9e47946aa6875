// Day-of notes: the couple's short note on the wedding day, kept as an announcement marked `day` in the
// site's content, so the guests' Today card shows it with the page's own data.
import type { ContentAnnouncement, Localized } from '@contract/site-content';

/** A day-of note is short: it has to read at a glance on a phone, and fit a text. */
export const DAY_NOTE_MAX = 300;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Typed text as the content's rich text: one paragraph, nothing read as HTML. */
export const noteHtml = (text: string) => (text.trim() ? `<p>${escapeHtml(text.trim())}</p>` : '');

/** A note's rich text back as the plain text it was typed as (for a text message, or to edit). */
export const noteText = (html: string) => unescapeHtml(html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, ''));

/** The day-of notes among the announcements, the latest first. */
export const dayNotes = (announcements: readonly ContentAnnouncement[]) =>
  announcements.filter((item) => item.day).sort((a, b) => b.at.localeCompare(a.at));

/** An id no announcement has: 'day-note', 'day-note-2', ... */
function freeId(announcements: readonly ContentAnnouncement[]): string {
  const taken = new Set(announcements.map((item) => item.id));
  let id = 'day-note';
  for (let n = 2; taken.has(id); n++) id = `day-note-${n}`;
  return id;
}

/** The announcements with a new day-of note, dated `at`. */
export function withNewNote(
  announcements: readonly ContentAnnouncement[],
  text: Localized,
  at: Date,
): ContentAnnouncement[] {
  const note: ContentAnnouncement = {
    id: freeId(announcements),
    text: { en: noteHtml(text.en), es: noteHtml(text.es) },
    at: at.toISOString(),
    pinned: false,
    day: true,
  };
  return [...announcements, note];
}

/** The note as one text message to everyone attending: English, then the Spanish when there is one. */
export function noteMessage(note: Pick<ContentAnnouncement, 'text'>): string {
  const en = noteText(note.text.en).trim();
  const es = noteText(note.text.es).trim();
  return es && es !== en ? `${en}\n\n${es}` : en;
}

/** What is wrong with a note about to be saved, naming the field, or null. */
export function noteProblem(text: Localized): string | null {
  if (!text.en.trim()) return 'Please write the note in English (the Spanish can follow).';
  for (const [language, value] of [
    ['English', text.en],
    ['Spanish', text.es],
  ] as const) {
    if (value.trim().length > DAY_NOTE_MAX)
      return `The ${language} note can be at most ${DAY_NOTE_MAX} characters; it has ${value.trim().length}. Please shorten it.`;
  }
  return null;
}
