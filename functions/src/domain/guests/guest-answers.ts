import { displayName } from '@contract/people';
import { eventById, isMealFor, mealsFor, questionById, WEDDING_EVENT, type Answer } from '@contract/events';
import type { Guest } from './guests';
import { ApiError } from '../../platform/respond';

const nameOf = (guest: Pick<Guest, 'first' | 'last'>) => displayName(guest) || 'This guest';

/** A meal (plate) must be one for the person's age group; an infant has none. */
export function checkPlate(guest: Pick<Guest, 'first' | 'last' | 'ageGroup'>, plate: string) {
  if (isMealFor(plate, guest.ageGroup)) return;
  const name = nameOf(guest);
  if (guest.ageGroup === 'infant') throw new ApiError(400, `${name} is an infant and needs no meal (plate): send ''.`);
  const meals = mealsFor(guest.ageGroup).map((meal) => `${meal.name} (${meal.id})`);
  throw new ApiError(400, `The meal (plate) for ${name} must be one for their age group: ${meals.join(', ')}.`);
}

/** Answers for events: only those the person is invited to (400 naming the event). */
export function checkEventRsvps(guest: Pick<Guest, 'first' | 'last' | 'events'>, eventRsvps: Record<string, boolean>) {
  for (const id of Object.keys(eventRsvps)) {
    if (!guest.events.includes(id)) {
      const name = eventById(id)?.name ?? id;
      throw new ApiError(400, `${nameOf(guest)} is not invited to the ${name} (event '${id}').`);
    }
  }
}

/** Answers to questions whose event the person is invited to (the kinds are checked by the schema). */
export function checkAnswers(guest: Pick<Guest, 'first' | 'last' | 'events'>, answers: Record<string, Answer>) {
  for (const id of Object.keys(answers)) {
    const event = questionById(id)?.event ?? WEDDING_EVENT;
    if (event !== WEDDING_EVENT && !guest.events.includes(event)) {
      throw new ApiError(400, `${nameOf(guest)} is not invited to the event of the question '${id}'.`);
    }
  }
}

/** The stored answers with `sent` added; an empty text answer removes that answer. */
export function mergeAnswers(stored: Record<string, Answer>, sent: Record<string, Answer>): Record<string, Answer> {
  const merged = { ...stored, ...sent };
  for (const [id, value] of Object.entries(sent)) if (value === '') delete merged[id];
  return merged;
}
