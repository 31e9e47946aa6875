import { displayName } from '@contract/people';
import { guests } from '../guests/guests';

export type Answerable = 'events' | 'meals' | 'questions';
/** An event or meal (its name) or a question (its label), as the couple saved it. */
type Named = { id: string; name?: { en: string }; label?: { en: string } };
/** How a message names an item: its English name in quotes, as the couple typed it. */
const nameOf = (item: Named) => `"${item.name?.en ?? item.label?.en ?? item.id}"`;

/** How many guests a query finds. */
const countOf = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
const guestsWord = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** A save refused (a conflict) because of what guests answered: the message, and how many answered, by id. */
type Refusal = { message: string; answered: Record<string, number> };
const refusal = (id: string, count: number, message: string): Refusal => ({ message, answered: { [id]: count } });

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

/**
 * How many guests hold each id (a meal chosen, a question answered; an event answered or invited to: a
 * guest's saves send the events they are invited to, so an event removed under them would refuse those).
 */
async function answeredCounts(kind: Answerable, ids: string[]): Promise<Map<string, number>> {
  const count = async (id: string) => {
    if (kind !== 'events') return countOf(answeredQuery(kind, id));
    const [invited, answered] = await Promise.all([
      guests().where('events', 'array-contains', id).select().get(),
      answeredQuery(kind, id).select().get(),
    ]);
    return new Set([...invited.docs, ...answered.docs].map((doc) => doc.id)).size;
  };
  return new Map(await Promise.all(ids.map(async (id) => [id, await count(id)] as const)));
}

/**
 * The people whose answers hold these ids (a meal chosen, an event answered or invited to, a question
 * answered), by name, as a sentence part: "Walter Harper, Hana Kim and 3 more". Empty when none.
 */
export async function answeredNames(kind: Answerable, ids: string[], shown = 5): Promise<string> {
  const snaps = await Promise.all(
    ids.flatMap((id) => [
      answeredQuery(kind, id).select('first', 'last').get(),
      ...(kind === 'events' ? [guests().where('events', 'array-contains', id).select('first', 'last').get()] : []),
    ]),
  );
  const people = new Map(
    snaps
      .flatMap((snap) => snap.docs)
      .map((doc) => [doc.id, displayName({ first: doc.get('first') ?? '', last: doc.get('last') ?? '' })]),
  );
  const names = [...people.values()].filter(Boolean).sort();
  if (names.length === 0) return '';
  const listed = names.slice(0, shown);
  const more = names.length - listed.length;
  const all = more > 0 ? [...listed, `${more} more`] : listed;
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}`;
}

const words: Record<Answerable, [string, string, string]> = {
  events: ['event', 'invited or answered', 'guests are invited to it'],
  meals: ['meal', 'chose it', 'guests answered it'],
  questions: ['question', 'answered it', 'guests answered it'],
};

/**
 * The conflict's message when a save would remove items guests answered, or null. Ids never change: an item
 * guests answered can be renamed, re-timed or hidden (`hidden: true`), never removed.
 */
export async function removedAnsweredProblem(
  kind: Answerable,
  before: Named[],
  after: { id: string }[],
): Promise<Refusal | null> {
  const kept = new Set(after.map((item) => item.id));
  const removed = before.map((item) => item.id).filter((id) => !kept.has(id));
  if (removed.length === 0) return null;
  const counts = await answeredCounts(kind, removed);
  const answered = Object.fromEntries([...counts].filter(([, count]) => count > 0));
  const ids = Object.keys(answered);
  if (ids.length === 0) return null;
  const [noun, verb, why] = words[kind];
  const names = new Map(before.map((item) => [item.id, nameOf(item)]));
  const list = ids.map((id) => `${names.get(id)} ${id} (${guestsWord(answered[id]!)} ${verb})`).join(', ');
  return {
    message: `The ${noun} ${list} cannot be removed because ${why}. Hide it instead (hidden), or rename it; its id stays.`,
    answered,
  };
}

type QuestionShape = Named & { kind: string; options: { en: string }[]; max: number };

/**
 * The conflict's message when a save would change a question under guests' answers, or null: its kind cannot
 * change once answered, and a choice's option guests chose cannot go (reword its Spanish, or hide the question).
 */
export async function changedAnsweredProblem(before: QuestionShape[], after: QuestionShape[]): Promise<Refusal | null> {
  const was = new Map(before.map((question) => [question.id, question]));
  for (const question of after) {
    const old = was.get(question.id);
    if (!old) continue;
    if (old.kind !== question.kind) {
      const count = await countOf(answeredQuery('questions', question.id));
      if (count > 0)
        return refusal(
          question.id,
          count,
          `The question ${nameOf(old)} ${question.id} cannot change its kind (from ${old.kind} to ${question.kind}) because ${guestsWord(count)} answered it. Add a new question instead.`,
        );
    }
    if (question.kind === 'number' && question.max < old.max) {
      const count = await countOf(guests().where(`answers.${question.id}`, '>', question.max));
      if (count > 0)
        return refusal(
          question.id,
          count,
          `The largest answer to the question ${nameOf(old)} ${question.id} cannot go down to ${question.max} because ${guestsWord(count)} answered more than that. Choose a larger number, or hide the question.`,
        );
    }
    const kept = new Set(question.options.map((option) => option.en));
    for (const option of old.options.filter((candidate) => !kept.has(candidate.en))) {
      const count = await countOf(guests().where(`answers.${question.id}`, '==', option.en));
      if (count > 0)
        return refusal(
          question.id,
          count,
          `The option "${option.en}" of the question ${nameOf(old)} ${question.id} cannot be removed or reworded in English because ${guestsWord(count)} chose it. Reword its Spanish, or hide the question.`,
        );
    }
  }
  return null;
}

type MealShape = Named & { ages: readonly string[] };

/**
 * The conflict's message when a save would take a meal from an age group some of whom chose it, or null: their
 * answer would no longer be one they may have, and their next save would be refused.
 */
export async function changedMealsProblem(before: MealShape[], after: MealShape[]): Promise<Refusal | null> {
  const was = new Map(before.map((meal) => [meal.id, meal]));
  for (const meal of after) {
    const old = was.get(meal.id);
    for (const age of old?.ages.filter((one) => !meal.ages.includes(one)) ?? []) {
      const chose = guests().where('plate', '==', meal.id);
      // A guest stored before age groups has none and is an adult: adults are all but the children and infants.
      const count =
        age === 'adult'
          ? (await countOf(chose)) - (await countOf(chose.where('ageGroup', 'in', ['child', 'infant'])))
          : await countOf(chose.where('ageGroup', '==', age));
      if (count > 0)
        return refusal(
          meal.id,
          count,
          `The meal ${nameOf(old!)} ${meal.id} stays open to ${age === 'child' ? 'children' : 'adults'}: ${guestsWord(count)} of that age chose it. Hide it instead, or add a new meal.`,
        );
    }
  }
  return null;
}
