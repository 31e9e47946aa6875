import { storedSizeProblem } from './body-limit';
import { contentProblem, contentSectionSchemas, withStructure } from '@contract/site-content-schema';
import {
  SECTION_NAMES,
  type ContentAnswer,
  type ContentHistoryEntry,
  type ContentSection,
  type ContentStale,
  type SiteContent,
} from '@contract/site-content';
import type { Call } from '../api/calls';
import { db } from '../platform/firebase';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { isoOrNull } from '../platform/timestamps';
import {
  changedAnsweredProblem,
  changedMealsProblem,
  removedAnsweredProblem,
  answeredNames,
  type Answerable,
} from './answered';
import { contentFromConfig } from '@contract/site-content-defaults';
import { WEDDING_EVENT } from '@contract/events';
import {
  contentHistory,
  emptiedBySanitizer,
  readContent,
  sanitizeSection,
  sectionSavedSince,
  writeSection,
} from './site-content';

/** The conflict of a save whose section someone saved since it was loaded: which section, by whom. */
const stale = (section: ContentSection, savedBy: string) =>
  `${savedBy || 'Someone else'} saved the ${SECTION_NAMES[section]} section since you loaded it. Reload to see their change, then make yours again.`;

/** GET /admin/content: the whole content, its version (0: the site still shows wedding.config.ts) and each section's. */
export async function getContent({ res }: Call<'GET /admin/content'>) {
  const { content, version, versions } = await readContent();
  ok<ContentAnswer>(res, 'The wedding content.', { content, version, versions });
}

/**
 * The section's value checked (refused as invalid, naming the field) and its rich text sanitized. A meal or question that
 * leaves out its structure (ages; kind, options, event, max) keeps the stored one, or the file's.
 */
function checkedValue(section: ContentSection, value: unknown, stored: SiteContent): SiteContent[ContentSection] {
  const known = [stored[section], contentFromConfig()[section]].flatMap((list): unknown[] =>
    Array.isArray(list) ? list : [],
  );
  const parsed = contentSectionSchemas[section].safeParse(withStructure(section, value, known));
  if (!parsed.success) throw new Refusal('invalid', contentProblem(section, parsed.error));
  const checked = sanitizeSection(section, parsed.data as SiteContent[ContentSection]);
  // Never store what reads back as invalid (and so as the file's): a text the sanitizer emptied is refused.
  const emptied = emptiedBySanitizer(section, parsed.data, checked);
  if (emptied) throw new Refusal('invalid', emptied);
  const clean = contentSectionSchemas[section].safeParse(checked);
  if (!clean.success) {
    const problem = contentProblem(section, clean.error).replace(/\.$/, '');
    throw new Refusal('invalid', `${problem} once its markup is made safe (links gain rel="noopener noreferrer").`);
  }
  if (section === 'questions') checkQuestionEvents(checked as SiteContent['questions'], stored.events);
  if (section === 'events') checkEventsAsked(checked as SiteContent['events'], stored);
  return checked;
}

/** Each question is asked at the wedding or at an event of the schedule (refused as invalid, naming the question). */
function checkQuestionEvents(questions: SiteContent['questions'], events: SiteContent['events']) {
  const ids = [WEDDING_EVENT, ...events.map((event) => event.id)];
  questions.forEach((question, index) => {
    if (!ids.includes(question.event))
      throw new Refusal('invalid', `questions.${index}.event must be one of: ${ids.join(', ')}.`);
  });
}

/** An event some question is asked at stays (refused as invalid, naming them): move or remove those questions first. */
function checkEventsAsked(events: SiteContent['events'], stored: SiteContent) {
  const kept = new Set([WEDDING_EVENT, ...events.map((event) => event.id)]);
  const orphaned = stored.questions.filter((question) => !kept.has(question.event));
  const id = orphaned[0]?.event;
  const name = stored.events.find((event) => event.id === id)?.name.en ?? id;
  if (orphaned.length > 0)
    throw new Refusal(
      'invalid',
      `The event "${name}" ${id} cannot be removed: ${orphaned.map((question) => `"${question.label.en}"`).join(', ')} ${orphaned.length === 1 ? 'is' : 'are'} asked at it. Move or remove ${orphaned.length === 1 ? 'that question' : 'those questions'} first (Questions).`,
    );
}

const isAnswerable = (section: ContentSection): section is Answerable =>
  section === 'events' || section === 'meals' || section === 'questions';

/**
 * Saves one section unless that section was saved since `version` (a conflict naming it and who saved it; a save
 * of another section meanwhile is no conflict). An event, meal or question guests answered cannot be
 * removed (a conflict with how many answered).
 */
async function saveSection(
  { caller, res }: Pick<Call<'PUT /admin/content' | 'POST /admin/content/revert'>, 'caller' | 'res'>,
  section: ContentSection,
  raw: unknown,
  version: number | null,
  revertOf: string | null,
) {
  const result = await db.runTransaction(async (tx) => {
    const stored = await readContent(tx);
    if (version !== null && sectionSavedSince(stored, section, version)) {
      const savedBy = stored.savedBy[section] ?? '';
      return { stale: { section, savedBy } satisfies ContentStale };
    }
    const value = checkedValue(section, raw, stored.content);
    const changed =
      section === 'questions'
        ? await changedAnsweredProblem(stored.content.questions, value as SiteContent['questions'])
        : section === 'meals'
          ? await changedMealsProblem(stored.content.meals, value as SiteContent['meals'])
          : null;
    if (changed) return { problem: changed };
    if (isAnswerable(section)) {
      const problem = await removedAnsweredProblem(
        section,
        stored.content[section] as { id: string; name?: { en: string }; label?: { en: string } }[],
        value as { id: string }[],
      );
      if (problem) return { problem };
    }
    const tooLarge = storedSizeProblem({ ...stored.content, [section]: value });
    if (tooLarge) throw new Refusal('too-large', tooLarge);
    return { saved: writeSection(tx, stored, section, value, caller.actor, revertOf) };
  });
  if ('stale' in result && result.stale)
    throw new Refusal('conflict', stale(result.stale.section, result.stale.savedBy), { data: result.stale });
  if ('problem' in result && result.problem) {
    const { message, answered } = result.problem;
    if (!revertOf || !isAnswerable(section)) throw new Refusal('conflict', message, { data: { answered } });
    // A revert says why in words: what it would take away, and whose answers hold it.
    const names = await answeredNames(section, Object.keys(answered));
    throw new Refusal(
      'conflict',
      `This change cannot be undone: ${message}${names ? ` Answers that hold it: ${names}.` : ''}`,
      { data: { answered } },
    );
  }
  const { content, version: next, versions } = result.saved!;
  ok<ContentAnswer>(res, revertOf ? 'The earlier version is back.' : 'Saved. Guests see it on their next visit.', {
    content,
    version: next,
    versions,
  });
}

/** PUT /admin/content {section, value, version}. */
export async function putContent(call: Call<'PUT /admin/content'>) {
  const { section, value, version } = call.body;
  await saveSection(call, section, value, version, null);
}

/** POST /admin/content/revert {historyId}: the section as it was before that save (itself a new save). */
export async function revertContent(call: Call<'POST /admin/content/revert'>) {
  const snap = await contentHistory().doc(call.body.historyId).get();
  if (!snap.exists) throw new Refusal('not-found', 'That saved change was not found (historyId). Reload the history.');
  const section = snap.get('section') as ContentSection;
  const invalid = 'That saved change cannot be brought back: its earlier value is no longer valid';
  if (!contentSectionSchemas[section]) throw new Refusal('conflict', `${invalid}.`);
  try {
    await saveSection(call, section, snap.get('before'), null, snap.id);
  } catch (error) {
    // A value that no longer passes today's checks (an event since removed, say) is not brought back.
    if (error instanceof Refusal && error.kind === 'invalid')
      throw new Refusal('conflict', `${invalid} (${error.message})`);
    throw error;
  }
}

/** GET /admin/content/history: the latest 50 saves, newest first. */
export async function listContentHistory({ res }: Call<'GET /admin/content/history'>) {
  const snap = await contentHistory().orderBy('at', 'desc').limit(50).get();
  const entries: ContentHistoryEntry[] = snap.docs.map((doc) => ({
    id: doc.id,
    section: doc.get('section') as ContentSection,
    before: doc.get('before') as unknown,
    after: doc.get('after') as unknown,
    by: (doc.get('by') as string | undefined) ?? '',
    byName: (doc.get('byName') as string | undefined) ?? '',
    at: isoOrNull(doc.get('at')),
    revertOf: (doc.get('revertOf') as string | undefined) ?? null,
  }));
  ok(res, 'The saved changes.', entries);
}
