import { displayName } from '@contract/people';
import { isMealFor, needsMeal, questionById, WEDDING_EVENT, type Answer, type Catalog } from '@contract/events';
import type { Guest } from '../guests/guests';
import { Refusal } from '../platform/refusal';
import { wordsFor, type Words } from '../words';

// Each check refuses in `words`: the guest's language when a guest saves, English for the console.
const english = wordsFor('en').rsvp;
const nameOf = (guest: Pick<Guest, 'first' | 'last'>, words: Words['rsvp']) => displayName(guest) || words.someone;

/** A meal (plate) must be one for the person's age group; an infant has none. */
export function checkPlate(
  guest: Pick<Guest, 'first' | 'last' | 'ageGroup'>,
  plate: string,
  catalog: Catalog,
  words = english,
) {
  if (isMealFor(plate, guest.ageGroup, catalog)) return;
  const name = nameOf(guest, words);
  if (!needsMeal(guest.ageGroup)) throw new Refusal('invalid', words.infantMeal(name));
  throw new Refusal('invalid', words.mealForAge(name, guest.ageGroup, catalog));
}

/** Answers for events: only those the person is invited to (refused as invalid, naming the event). */
export function checkEventRsvps(
  guest: Pick<Guest, 'first' | 'last' | 'events'>,
  eventRsvps: Record<string, boolean>,
  catalog: Catalog,
  words = english,
) {
  for (const id of Object.keys(eventRsvps)) {
    if (!guest.events.includes(id))
      throw new Refusal('invalid', words.notInvitedToEvent(nameOf(guest, words), id, catalog));
  }
}

/** Answers to questions whose event the person is invited to (the kinds are checked by the schema). */
export function checkAnswers(
  guest: Pick<Guest, 'first' | 'last' | 'events'>,
  answers: Record<string, Answer>,
  catalog: Catalog,
  words = english,
) {
  for (const id of Object.keys(answers)) {
    const event = questionById(catalog, id)?.event ?? WEDDING_EVENT;
    if (event !== WEDDING_EVENT && !guest.events.includes(event)) {
      throw new Refusal('invalid', words.notInvitedToQuestion(nameOf(guest, words), id));
    }
  }
}

/** The stored answers with `sent` added; an empty text answer removes that answer. */
export function mergeAnswers(stored: Record<string, Answer>, sent: Record<string, Answer>): Record<string, Answer> {
  const merged = { ...stored, ...sent };
  for (const [id, value] of Object.entries(sent)) if (value === '') delete merged[id];
  return merged;
}
