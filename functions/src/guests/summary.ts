import { displayName } from '@contract/people';
import { wedding } from '@config';
import type {
  AnswerSummary,
  ChaseContact,
  ChaseGuest,
  EventCount,
  MealCounts,
  Summary,
  TableCount,
  TableGuest,
} from '@contract/admin';
import { AGE_GROUPS, mealIds, type Catalog, WEDDING_EVENT, type AgeGroup, type QuestionConfig } from '@contract/events';
import { rsvpStatus } from '@contract/people';
import { seatOrder } from '@contract/seating';
import { byName, type Guest } from './guests';
import { isoOrNull } from '../platform/timestamps';

const noMeals = (catalog: Catalog): MealCounts =>
  Object.fromEntries([...mealIds(catalog), 'none'].map((id) => [id, 0])) as MealCounts;
const bySeat = (a: Guest, b: Guest) => seatOrder(a, b) || byName(a, b);
const statusOf = (guest: Guest) => rsvpStatus({ rsvp: guest.rsvp, responded: guest.respondedAt !== null });

function countMeals(attending: Guest[], catalog: Catalog): MealCounts {
  const meals = noMeals(catalog);
  for (const guest of attending) {
    const key = guest.plate && guest.plate in meals ? guest.plate : 'none';
    meals[key] = (meals[key] ?? 0) + 1;
  }
  return meals;
}

/** An attending guest as the caterer's sheet lists them. */
function sheetGuest(guest: Guest, byId: Map<string, Guest>): TableGuest {
  const host = guest.companionOf ? byId.get(guest.companionOf) : undefined;
  const { id, tpos, first, last, plate, dietary, ageGroup } = guest;
  return {
    id,
    tpos,
    first,
    last,
    plate,
    dietary,
    ageGroup,
    hostName: host ? displayName(host) : null,
  };
}

/** Who is invited to an event and what they answered: the wedding from rsvp, the others from eventRsvps. */
export function eventAnswer(guest: Guest, event: string): 'attending' | 'declined' | 'no-answer' | null {
  if (event === WEDDING_EVENT) return guest.rsvp ? 'attending' : guest.respondedAt !== null ? 'declined' : 'no-answer';
  if (!guest.events.includes(event)) return null;
  const answer = guest.eventRsvps[event];
  return answer === true ? 'attending' : answer === false ? 'declined' : 'no-answer';
}

function countEvent(all: Guest[], id: string, name: string): EventCount {
  const answers = all.map((guest) => eventAnswer(guest, id)).filter((answer) => answer !== null);
  const count = (kind: string) => answers.filter((answer) => answer === kind).length;
  return {
    id,
    name,
    invited: answers.length,
    attending: count('attending'),
    declined: count('declined'),
    noAnswer: count('no-answer'),
  };
}

function summariseAnswers(question: QuestionConfig, people: Guest[]): AnswerSummary {
  const values = people.map((guest) => guest.answers[question.id]);
  const none = values.filter((value) => value === undefined).length;
  switch (question.kind) {
    case 'yesno':
      return {
        yes: values.filter((value) => value === true).length,
        no: values.filter((value) => value === false).length,
        none,
      };
    case 'choice':
      return Object.assign(
        Object.fromEntries(
          question.options.map((option) => [option, values.filter((value) => value === option).length]),
        ),
        { none },
      );
    case 'number': {
      const numbers = values.filter((value): value is number => typeof value === 'number');
      return { total: numbers.reduce((sum, value) => sum + value, 0), answered: numbers.length };
    }
    case 'text':
      return people.flatMap((guest) => {
        const value = guest.answers[question.id];
        return typeof value === 'string' && value.trim()
          ? [{ id: guest.id, first: guest.first, last: guest.last, value }]
          : [];
      });
  }
}

/** Why a guest cannot be reached by text, or null when they can. */
function unreachableReason(guest: Guest): string | null {
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

/** When the guest's last text went from the couple's own phone (ISO): a phone queue's send counts as a text. */
function textedFromPhone(guest: Guest): string | null {
  const fromPhone = guest.phoneTextAt?.toMillis() ?? 0;
  return fromPhone && fromPhone >= (guest.lastText?.at?.toMillis() ?? 0) ? isoOrNull(guest.phoneTextAt) : null;
}

/**
 * The guest on a person's invitation who has a phone or an email, for a person who has neither: the guest
 * who brings them first, then someone also on the call list, then anyone on the invitation, by name.
 */
function reachedThrough(guest: Guest, listed: Guest[], everyone: Guest[]): ChaseContact | null {
  const reachable = (other: Guest) => other.id !== guest.id && !other.disabled && (other.phone || other.email);
  const others = everyone.filter((other) => other.invtId === guest.invtId && reachable(other));
  const via =
    others.find((other) => other.id === guest.companionOf) ??
    others.find((other) => listed.includes(other)) ??
    others[0];
  if (!via) return null;
  return {
    id: via.id,
    name: displayName(via),
    phone: via.phone,
    email: via.email,
    lastTextStatus: via.lastText?.status ?? null,
    textedFromPhoneAt: textedFromPhone(via),
  };
}

/** A named person before an unnamed companion, then by name. */
const namedFirst = (a: Guest, b: Guest) => Number(!displayName(a)) - Number(!displayName(b)) || byName(a, b);

/**
 * The call list: everyone on an enabled invitation with no answer to the wedding. Each invitation's
 * people together (named first), invitations in the order of their first person's name.
 */
function chaseList(sorted: Guest[], byId: Map<string, Guest>): ChaseGuest[] {
  const all = [...byId.values()];
  const byInvitation = new Map<string, Guest[]>();
  for (const guest of sorted) {
    if (guest.disabled || statusOf(guest) !== 'noAnswer') continue;
    byInvitation.set(guest.invtId, [...(byInvitation.get(guest.invtId) ?? []), guest]);
  }
  return [...byInvitation.values()]
    .map((people) => people.sort(namedFirst))
    .sort((a, b) => namedFirst(a[0]!, b[0]!))
    .flat()
    .map((guest) => {
      const host = guest.companionOf ? byId.get(guest.companionOf) : undefined;
      return {
        id: guest.id,
        first: guest.first,
        last: guest.last,
        invtId: guest.invtId,
        table: guest.table,
        tpos: guest.tpos,
        phone: guest.phone,
        email: guest.email,
        lastTextStatus: guest.lastText?.status ?? null,
        lastSeenAt: isoOrNull(guest.lastSeenAt),
        hostName: host ? displayName(host) : null,
        textedFromPhoneAt: textedFromPhone(guest),
        reachVia: guest.phone || guest.email ? null : reachedThrough(guest, byInvitation.get(guest.invtId) ?? [], all),
      };
    });
}

/** The numbers of GET /admin/summary, by each guest's RSVP status. Meals count attending guests only. */
export function summarise(all: Guest[], catalog: Catalog): Summary {
  const sorted = [...all].sort(byName);
  const attending = sorted.filter((guest) => statusOf(guest) === 'attending');
  const byId = new Map(sorted.map((guest) => [guest.id, guest]));
  const tables: TableCount[] = wedding.tables.map((table) => {
    const seated = sorted.filter((guest) => guest.table === table).sort(bySeat);
    const coming = seated.filter((guest) => statusOf(guest) === 'attending');
    return {
      table,
      seated: seated.length,
      attending: coming.length,
      meals: countMeals(coming, catalog),
      guests: coming.map((guest) => sheetGuest(guest, byId)),
      noAnswer: seated.filter((guest) => statusOf(guest) === 'noAnswer').length,
    };
  });
  const ofAge = (age: AgeGroup) => attending.filter((guest) => guest.ageGroup === age);
  return {
    events: [
      countEvent(sorted, WEDDING_EVENT, 'Wedding'),
      ...catalog.events.map((event) => countEvent(sorted, event.id, event.name)),
    ],
    ages: Object.fromEntries(AGE_GROUPS.map((age) => [age, ofAge(age).length])) as Record<AgeGroup, number>,
    answers: Object.fromEntries(
      catalog.questions.map((question) => [
        question.id,
        summariseAnswers(
          question,
          sorted.filter((guest) => eventAnswer(guest, question.event) === 'attending'),
        ),
      ]),
    ),
    mealsByAge: { adult: countMeals(ofAge('adult'), catalog), child: countMeals(ofAge('child'), catalog) },
    infants: ofAge('infant').map((guest) => sheetGuest(guest, byId)),
    guests: sorted.length,
    invitations: new Set(sorted.map((guest) => guest.invtId)).size,
    attending: attending.length,
    declined: sorted.filter((guest) => statusOf(guest) === 'declined').length,
    noAnswer: sorted.filter((guest) => statusOf(guest) === 'noAnswer').length,
    meals: countMeals(attending, catalog),
    tables,
    unseated: attending.filter((guest) => guest.table === '').map((guest) => sheetGuest(guest, byId)),
    dietary: attending
      .filter((guest) => guest.dietary.trim() !== '')
      .map(({ id, first, last, table, tpos, dietary }) => ({ id, first, last, table, tpos, dietary })),
    unreachable: sorted.flatMap((guest) => {
      const reason = unreachableReason(guest);
      return reason ? [{ id: guest.id, first: guest.first, last: guest.last, reason }] : [];
    }),
    chase: chaseList(sorted, byId),
  };
}
