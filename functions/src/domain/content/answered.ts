import { guests } from '../guests/guests';

export type Answerable = 'events' | 'meals' | 'questions';
/** An event or meal (its name) or a question (its label), as the couple saved it. */
type Named = { id: string; name?: { en: string }; label?: { en: string } };
/** How a message names an item: its English name in quotes, as the couple typed it. */
const nameOf = (item: Named) => `"${item.name?.en ?? item.label?.en ?? item.id}"`;

/** The guest field that holds an answer to an event, a meal or a question. */
function answeredQuery(kind: Answerable, id: string) {
  switch (kind) {
    case 'meals':
      return guests().where('plate', '==', id);
    case 'events':
      return guests().where(`eventRsvps.${id}`, 'in', [true, false]);
    case 'questions':
      return guests().where(`answers.${id}`, '!=', null);
  }
}

/** How many guests answered each id (a meal chosen, an event answered, a question answered). */
async function answeredCounts(kind: Answerable, ids: string[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    ids.map(async (id) => [id, (await answeredQuery(kind, id).count().get()).data().count] as const),
  );
  return new Map(counts);
}

const words: Record<Answerable, [string, string]> = {
  events: ['event', 'answered it'],
  meals: ['meal', 'chose it'],
  questions: ['question', 'answered it'],
};

/**
 * The 409 message when a save would remove items guests answered, or null. Ids never change: an item
 * guests answered can be renamed, re-timed or hidden (`hidden: true`), never removed.
 */
export async function removedAnsweredProblem(
  kind: Answerable,
  before: Named[],
  after: { id: string }[],
): Promise<{ message: string; answered: Record<string, number> } | null> {
  const kept = new Set(after.map((item) => item.id));
  const removed = before.map((item) => item.id).filter((id) => !kept.has(id));
  if (removed.length === 0) return null;
  const counts = await answeredCounts(kind, removed);
  const answered = Object.fromEntries([...counts].filter(([, count]) => count > 0));
  const ids = Object.keys(answered);
  if (ids.length === 0) return null;
  const [noun, verb] = words[kind];
  const names = new Map(before.map((item) => [item.id, nameOf(item)]));
  const list = ids
    .map((id) => `${names.get(id)} ${id} (${answered[id]} ${answered[id] === 1 ? 'guest' : 'guests'} ${verb})`)
    .join(', ');
  return {
    message: `The ${noun} ${list} cannot be removed because guests answered it. Hide it instead (hidden), or rename it; its id stays.`,
    answered,
  };
}

type QuestionShape = Named & { kind: string; options: { en: string }[] };
const guestsWord = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/**
 * The 409 message when a save would change a question under guests' answers, or null: its kind cannot
 * change once answered, and a choice's option guests chose cannot go (reword its Spanish, or hide the question).
 */
export async function changedAnsweredProblem(
  before: QuestionShape[],
  after: QuestionShape[],
): Promise<{ message: string; answered: Record<string, number> } | null> {
  const was = new Map(before.map((question) => [question.id, question]));
  for (const question of after) {
    const old = was.get(question.id);
    if (!old) continue;
    if (old.kind !== question.kind) {
      const count = (await answeredQuery('questions', question.id).count().get()).data().count;
      if (count > 0)
        return {
          message: `The question ${nameOf(old)} ${question.id} cannot change its kind (from ${old.kind} to ${question.kind}) because ${guestsWord(count)} answered it. Add a new question instead.`,
          answered: { [question.id]: count },
        };
    }
    const kept = new Set(question.options.map((option) => option.en));
    for (const option of old.options.filter((candidate) => !kept.has(candidate.en))) {
      const count = (await guests().where(`answers.${question.id}`, '==', option.en).count().get()).data().count;
      if (count > 0)
        return {
          message: `The option "${option.en}" of the question ${nameOf(old)} ${question.id} cannot be removed or reworded in English because ${guestsWord(count)} chose it. Reword its Spanish, or hide the question.`,
          answered: { [question.id]: count },
        };
    }
  }
  return null;
}
