import { wedding } from '@config';
import type { MealCounts, Summary, TableCount } from '@contract/admin';
import { MEAL_IDS } from '@contract/options';
import { rsvpStatus } from '@contract/people';
import { seatOrder } from '@contract/seating';
import { byName, type Guest } from './guests';

const noMeals = (): MealCounts => Object.fromEntries([...MEAL_IDS, 'none'].map((id) => [id, 0])) as MealCounts;
const bySeat = (a: Guest, b: Guest) => seatOrder(a, b) || byName(a, b);
const statusOf = (guest: Guest) => rsvpStatus({ rsvp: guest.rsvp, responded: guest.respondedAt !== null });

function countMeals(attending: Guest[]): MealCounts {
  const meals = noMeals();
  for (const guest of attending) {
    const key = guest.plate && guest.plate in meals ? guest.plate : 'none';
    meals[key] = (meals[key] ?? 0) + 1;
  }
  return meals;
}

/** Why a guest cannot be reached by text, or null when they can. */
export function unreachableReason(guest: Guest): string | null {
  const reasons: string[] = [];
  if (!guest.phone) reasons.push('no phone number');
  if (guest.disabled) reasons.push('invitation disabled');
  if (guest.smsOptOut) reasons.push('opted out of texts');
  const status = guest.lastText?.status;
  if (status === 'failed' || status === 'undelivered') {
    reasons.push(`last text ${status}${guest.lastText?.errorCode ? ` (error ${guest.lastText.errorCode})` : ''}`);
  }
  return reasons.length ? reasons.join(', ') : null;
}

/** The numbers of GET /admin/summary, by each guest's RSVP status. Meals count attending guests only. */
export function summarise(all: Guest[]): Summary {
  const sorted = [...all].sort(byName);
  const attending = sorted.filter((guest) => statusOf(guest) === 'attending');
  const tables: TableCount[] = wedding.tables.map((table) => {
    const seated = sorted.filter((guest) => guest.table === table).sort(bySeat);
    const coming = seated.filter((guest) => statusOf(guest) === 'attending');
    return {
      table,
      seated: seated.length,
      attending: coming.length,
      meals: countMeals(coming),
      guests: coming.map(({ id, tpos, first, last, plate, dietary }) => ({ id, tpos, first, last, plate, dietary })),
      noAnswer: seated.filter((guest) => statusOf(guest) === 'noAnswer').length,
    };
  });
  return {
    guests: sorted.length,
    invitations: new Set(sorted.map((guest) => guest.invtId)).size,
    attending: attending.length,
    declined: sorted.filter((guest) => statusOf(guest) === 'declined').length,
    noAnswer: sorted.filter((guest) => statusOf(guest) === 'noAnswer').length,
    meals: countMeals(attending),
    tables,
    unseated: attending
      .filter((guest) => guest.table === '')
      .map(({ id, tpos, first, last, plate, dietary }) => ({ id, tpos, first, last, plate, dietary })),
    dietary: attending
      .filter((guest) => guest.dietary.trim() !== '')
      .map(({ id, first, last, table, tpos, dietary }) => ({ id, first, last, table, tpos, dietary })),
    unreachable: sorted.flatMap((guest) => {
      const reason = unreachableReason(guest);
      return reason ? [{ id: guest.id, first: guest.first, last: guest.last, reason }] : [];
    }),
  };
}
