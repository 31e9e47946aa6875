import { displayName } from '@contract/people';
import { tableLabel } from '@contract/seating';
import { questionById, WEDDING_EVENT, type Catalog } from '@contract/events';
import type { AdminGuest } from '../shared/types';

const RSVP_YES_FILTER = ':t';
const RSVP_NO_FILTER = ':f';

type SearchableGuest = { guest: AdminGuest; text: string };

/** Each guest with the lower-cased text a search looks in, built once per list rather than per keystroke. */
export function toSearchable(guests: AdminGuest[], { meals }: Catalog): SearchableGuest[] {
  const mealNames = new Map<string, string>(meals.map((meal) => [meal.id, meal.name]));
  return guests.map((guest) => ({
    guest,
    text: [
      guest.first,
      guest.last,
      displayName(guest),
      guest.plate,
      mealNames.get(guest.plate) ?? '',
      guest.table,
      tableLabel(guest.table),
    ]
      // A separator no one can type keeps a match from spanning two fields.
      .join('\n')
      .toLowerCase(),
  }));
}

/**
 * 'event:welcome' keeps those invited to an event, 'event:welcome:attending' (or declined, no-answer) by
 * their answer; 'answer:shuttle:yes' (or a choice, a number, a text) those attending the question's event who
 * gave that answer (as the Overview counts them). Null
 * when the query is not one of these.
 */
function eventOrAnswerFilter(needle: string, catalog: Catalog): ((guest: AdminGuest) => boolean) | null {
  const [kind, id = '', ...rest] = needle.split(':');
  const value = rest.join(':');
  if (kind === 'event' && id) {
    return (guest) => {
      if (!guest.events.includes(id)) return false;
      const answer = guest.eventRsvps[id];
      if (!value) return true;
      return value === 'attending' ? answer === true : value === 'declined' ? answer === false : answer === undefined;
    };
  }
  if (kind === 'answer' && id && value) {
    const event = questionById(catalog, id)?.event ?? WEDDING_EVENT;
    // Counted as the Overview counts (section 28): only people attending the question's event; a declined
    // person's old answers are not attending answers.
    const attends = (guest: AdminGuest) => (event === WEDDING_EVENT ? guest.rsvp : guest.eventRsvps[event] === true);
    return (guest) => {
      if (!attends(guest)) return false;
      const answer = guest.answers[id];
      if (typeof answer === 'boolean') return (value === 'yes') === answer && (value === 'yes' || value === 'no');
      return answer !== undefined && String(answer).toLowerCase() === value;
    };
  }
  return null;
}

/** ':t' keeps guests who RSVP'd, ':f' those who have not; otherwise a case-insensitive match on name, plate or table. */
export function filterGuests(guests: SearchableGuest[], query: string, catalog: Catalog): AdminGuest[] {
  const needle = query.trim().toLowerCase();
  if (needle === RSVP_YES_FILTER) return guests.filter(({ guest }) => guest.rsvp).map(({ guest }) => guest);
  if (needle === RSVP_NO_FILTER) return guests.filter(({ guest }) => !guest.rsvp).map(({ guest }) => guest);
  if (!needle) return guests.map(({ guest }) => guest);
  const special = eventOrAnswerFilter(needle, catalog);
  if (special) return guests.filter(({ guest }) => special(guest)).map(({ guest }) => guest);
  return guests.filter(({ text }) => text.includes(needle)).map(({ guest }) => guest);
}
