import { contentProblem, contentSectionSchemas } from '@contract/site-content-schema';
import type { ContentAnswer, ContentHistoryEntry, ContentSection, SiteContent } from '@contract/site-content';
import type { Call } from '../../calls';
import { db } from '../../platform/firebase';
import { ApiError, fail, ok } from '../../platform/respond';
import { isoOrNull } from '../../platform/timestamps';
import { removedAnsweredProblem, type Answerable } from '../../domain/content/answered';
import { contentHistory, readContent, sanitizeSection, writeSection } from '../../domain/content/site-content';

const STALE =
  'Someone else saved the wedding content since you loaded it. Reload to see their change, then make yours again.';

/** GET /admin/content: the whole content and its version (0: the site still shows wedding.config.ts). */
export async function getContent({ res }: Call<'GET /admin/content'>) {
  const { content, version } = await readContent();
  ok<ContentAnswer>(res, 'The wedding content.', { content, version });
}

/** The section's value checked (400 naming the field) and its rich text sanitized. */
function checkedValue(section: ContentSection, value: unknown): SiteContent[ContentSection] {
  const parsed = contentSectionSchemas[section].safeParse(value);
  if (!parsed.success) throw new ApiError(400, contentProblem(section, parsed.error));
  return sanitizeSection(section, parsed.data as SiteContent[ContentSection]);
}

const isAnswerable = (section: ContentSection): section is Answerable =>
  section === 'events' || section === 'meals' || section === 'questions';

/**
 * Saves one section when `version` is still the stored one (409 otherwise). An event, meal or question
 * guests answered cannot be removed (409 with how many answered).
 */
async function saveSection(
  { caller, res }: Pick<Call<'PUT /admin/content' | 'POST /admin/content/revert'>, 'caller' | 'res'>,
  section: ContentSection,
  value: SiteContent[ContentSection],
  version: number | null,
  revertOf: string | null,
) {
  const result = await db.runTransaction(async (tx) => {
    const stored = await readContent(tx);
    if (version !== null && stored.version !== version) throw new ApiError(409, STALE);
    if (isAnswerable(section)) {
      const problem = await removedAnsweredProblem(
        section,
        stored.content[section] as { id: string }[],
        value as { id: string }[],
      );
      if (problem) return { problem };
    }
    return { saved: writeSection(tx, stored, section, value, caller.actor, revertOf) };
  });
  if ('problem' in result && result.problem)
    return fail(res, 409, result.problem.message, { answered: result.problem.answered });
  const { content, version: next } = result.saved!;
  ok<ContentAnswer>(res, revertOf ? 'The earlier version is back.' : 'Saved. Guests see it on their next visit.', {
    content,
    version: next,
  });
}

/** PUT /admin/content {section, value, version}. */
export async function putContent(call: Call<'PUT /admin/content'>) {
  const { section, value, version } = call.body;
  await saveSection(call, section, checkedValue(section, value), version, null);
}

/** POST /admin/content/revert {historyId}: the section as it was before that save (itself a new save). */
export async function revertContent(call: Call<'POST /admin/content/revert'>) {
  const snap = await contentHistory().doc(call.body.historyId).get();
  if (!snap.exists) throw new ApiError(404, 'That saved change was not found (historyId). Reload the history.');
  const section = snap.get('section') as ContentSection;
  const parsed = contentSectionSchemas[section]?.safeParse(snap.get('before'));
  if (!parsed?.success)
    throw new ApiError(409, 'That saved change cannot be brought back: its earlier value is no longer valid.');
  await saveSection(call, section, sanitizeSection(section, parsed.data as SiteContent[ContentSection]), null, snap.id);
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
