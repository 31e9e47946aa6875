import { displayName } from '@contract/people';
import type { ImportResult, ImportRowChange } from '@contract/admin';
import { isMealFor, type Catalog } from '@contract/events';
import { guestDefaults } from '@contract/guest';
import { isSeat, seatKey, seatText } from '@contract/seats';
import { seatNumber } from '@contract/seating';
import { Timestamp } from 'firebase-admin/firestore';
import { changesTo, type GuestFields } from '../guest-write';
import type { Guest } from '../guests';
import { phoneDisplay } from '../../platform/phone';
import type { ReadRow, RowError, RowValues } from './read-csv';
import { Refusal } from '../../platform/refusal';
import { recordAnswers } from '../../rsvp/record-answers';

type ImportStep =
  | { row: number; kind: 'add'; fields: GuestFields }
  | { row: number; kind: 'update'; guest: Guest; fields: GuestFields };
type ImportPlan = { steps: ImportStep[]; errors: RowError[]; unchanged: number };

const nameKey = (invtId: string, first: string, last: string) =>
  `${invtId}\n${first.trim().toLowerCase()} ${last.trim().toLowerCase()}`;

/** Which guest on the list a row is: by id, else by phone, else by first+last within the invitation. */
function matcher(existing: Guest[]) {
  const byId = new Map(existing.map((guest) => [guest.id, guest]));
  const byPhone = new Map(existing.filter((guest) => guest.phone).map((guest) => [guest.phone, guest]));
  const byName = new Map(existing.map((guest) => [nameKey(guest.invtId, guest.first, guest.last), guest]));
  return (values: RowValues): Guest | 'unknown id' | null => {
    if (values.id) return byId.get(values.id) ?? 'unknown id';
    if (values.phone && byPhone.has(values.phone)) return byPhone.get(values.phone)!;
    if (values.invtId && values.first)
      return byName.get(nameKey(values.invtId, values.first, values.last ?? '')) ?? null;
    return null;
  };
}

const sameName = (a: string | undefined, b: string) =>
  a === undefined || a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A row found by its phone (no id) that names someone else: the phone belongs to another guest. That row is
 * an error, never a silent rename (section 28); with the guest's id in the row, a rename is meant and allowed.
 */
function phoneOwnerRenamed(found: Guest, values: RowValues): string | null {
  if (values.id || !values.phone || found.phone !== values.phone) return null;
  if (sameName(values.first, found.first) && sameName(values.last, found.last)) return null;
  const named = `${values.first ?? found.first} ${values.last ?? found.last}`.trim();
  return (
    `${phoneDisplay(values.phone)} is already ${displayName(found)}'s number, but this row names ${named}: ` +
    `fix the phone, or put ${displayName(found)}'s id in the id column to rename them`
  );
}

/**
 * Seat only with a table, events and age group as the row says, and the row's answers recorded as every
 * door records them (`recordAnswers`, rsvp/): problems are listed with the row instead of refused.
 */
function reconcile(
  before: Partial<Guest>,
  values: RowValues,
  now: Timestamp,
  problems: string[],
  catalog: Catalog,
): GuestFields {
  const { id: _id, rsvp, plate, dietary, eventRsvps, answers, ...rest } = values as RowValues & GuestFields;
  const fields: GuestFields = rest;
  const wedding = rsvp ?? before.rsvp ?? false;
  if (!wedding && plate) problems.push(`meal '${plate}' is given but rsvp is not yes`);
  if (values.tpos && !(values.table ?? before.table))
    problems.push(`seat ${seatNumber(values.tpos)} (tpos ${values.tpos}) needs a table`);
  const events = values.events ?? before.events ?? [];
  if (eventRsvps) {
    const uninvited = Object.keys(eventRsvps).filter((id) => !events.includes(id));
    if (uninvited.length) problems.push(`event ${uninvited.join(', ')} is answered but not in events`);
  } else if (values.events && before.eventRsvps) {
    const kept = Object.entries(before.eventRsvps).filter(([id]) => events.includes(id));
    if (kept.length !== Object.keys(before.eventRsvps).length) fields.eventRsvps = Object.fromEntries(kept);
  }
  const ageGroup = values.ageGroup ?? before.ageGroup ?? 'adult';
  if (plate && !isMealFor(plate, ageGroup, catalog))
    problems.push(`meal '${plate}' is not for the age group ${ageGroup}`);
  if (problems.length) return fields;

  const person = { ...guestDefaults, first: '', last: '', invtId: '', ...before, ...fields, events, ageGroup };
  // An age group that changes drops a meal that is not for it.
  if (!plate && !isMealFor(person.plate, ageGroup, catalog)) fields.plate = person.plate = '';
  try {
    return {
      ...fields,
      ...recordAnswers(person, { rsvp, plate, dietary, eventRsvps, answers }, 'import', catalog, { now }),
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problems.push(error.message);
    return fields;
  }
}

/**
 * Plans an import against the guests on the list: which rows add a guest, which change one (and
 * how), which change nothing, and every problem with its row. `selfId` (the admin importing) may not
 * remove their own admin access or disable themselves.
 */
export function planImport(
  rows: ReadRow[],
  existing: Guest[],
  selfId: string | null,
  catalog: Catalog,
  now = Timestamp.now(),
): ImportPlan {
  const match = matcher(existing);
  const steps: ImportStep[] = [];
  const errors: RowError[] = [];
  const rowOf = new Map<string, number>();
  let unchanged = 0;

  const ids = new Set(existing.map((guest) => guest.id));
  for (const { row, values } of rows) {
    const problems: string[] = [];
    if (values.companionOf && !ids.has(values.companionOf)) {
      problems.push(`companion of '${values.companionOf}': no guest has that id`);
    }
    const found = match(values);
    if (found === 'unknown id') {
      errors.push({ row, message: `no guest has the id '${values.id}'; leave id empty to add a new guest` });
      continue;
    }
    const renamed = found ? phoneOwnerRenamed(found, values) : null;
    if (renamed) {
      errors.push({ row, message: renamed });
      continue;
    }
    const key = found ? found.id : nameKey(values.invtId ?? '', values.first ?? '', values.last ?? '');
    const earlier = rowOf.get(key);
    if (earlier !== undefined) {
      const who = found ? displayName(found) : `${values.first ?? ''} ${values.last ?? ''}`.trim();
      errors.push({ row, message: `${who} is already on row ${earlier} of this file` });
      continue;
    }
    rowOf.set(key, row);
    if (found) {
      const fields = reconcile(found, values, now, problems, catalog);
      if (found.id === selfId && (fields.isAdmin === false || fields.disabled === true)) {
        problems.push('you cannot remove your own admin access or disable your own invitation');
      }
      if (problems.length) errors.push(...problems.map((message) => ({ row, message })));
      else if (Object.keys(changesTo(found, fields)).length === 0) unchanged += 1;
      else steps.push({ row, kind: 'update', guest: found, fields });
      continue;
    }
    if (!values.first) problems.push('the first name is empty');
    if (!values.invtId) problems.push("invitation is empty: people on one invitation share its value, like 'harper'");
    const fields = reconcile({}, values, now, problems, catalog);
    if (problems.length) errors.push(...problems.map((message) => ({ row, message })));
    else steps.push({ row, kind: 'add', fields: { last: '', ...fields } });
  }
  errors.push(...phoneClashes(steps, existing), ...seatClashes(steps, existing), ...emailClashes(steps, existing));
  return { steps, errors: errors.sort((a, b) => a.row - b.row), unchanged };
}

/** Each phone number may belong to one guest once the import is done. */
function phoneClashes(steps: ImportStep[], existing: Guest[]): RowError[] {
  const owners = new Map<string, { name: string; row: number | null }>();
  const changing = new Set(steps.flatMap((step) => (step.kind === 'update' ? [step.guest.id] : [])));
  for (const guest of existing) {
    if (guest.phone && !changing.has(guest.id)) owners.set(guest.phone, { name: displayName(guest), row: null });
  }
  const errors: RowError[] = [];
  for (const step of steps) {
    const phone = step.fields.phone ?? (step.kind === 'update' ? step.guest.phone : '');
    if (!phone) continue;
    const owner = owners.get(phone);
    if (!owner) {
      const name =
        step.kind === 'update' ? displayName({ ...step.guest, ...step.fields }) : displayName(step.fields as Guest);
      owners.set(phone, { name, row: step.row });
      continue;
    }
    const where = owner.row === null ? `${owner.name}'s number` : `${owner.name}'s number on row ${owner.row}`;
    errors.push({ row: step.row, message: `${phoneDisplay(phone)} is already ${where}` });
  }
  return errors;
}

/** Each seat may hold one guest once the import is done. */
function seatClashes(steps: ImportStep[], existing: Guest[]): RowError[] {
  const holders = new Map<string, { name: string; row: number | null }>();
  const changing = new Set(steps.flatMap((step) => (step.kind === 'update' ? [step.guest.id] : [])));
  for (const guest of existing) {
    if (isSeat(guest) && !changing.has(guest.id)) holders.set(seatKey(guest), { name: displayName(guest), row: null });
  }
  const errors: RowError[] = [];
  for (const step of steps) {
    const after = step.kind === 'update' ? { ...step.guest, ...step.fields } : (step.fields as Guest);
    const seat = { table: after.table ?? '', tpos: after.tpos ?? '' };
    if (!isSeat(seat)) continue;
    const holder = holders.get(seatKey(seat));
    if (!holder) {
      holders.set(seatKey(seat), { name: displayName(after), row: step.row });
      continue;
    }
    const where = holder.row === null ? `${holder.name}'s seat` : `${holder.name}'s seat on row ${holder.row}`;
    errors.push({ row: step.row, message: `${seatText(seat)} is already ${where} (one guest per seat)` });
  }
  return errors;
}

/** Each email address may belong to one guest once the import is done. */
function emailClashes(steps: ImportStep[], existing: Guest[]): RowError[] {
  const owners = new Map<string, { name: string; row: number | null }>();
  const changing = new Set(steps.flatMap((step) => (step.kind === 'update' ? [step.guest.id] : [])));
  for (const guest of existing) {
    if (guest.email && !changing.has(guest.id)) owners.set(guest.email, { name: displayName(guest), row: null });
  }
  const errors: RowError[] = [];
  for (const step of steps) {
    const email = step.fields.email ?? (step.kind === 'update' ? step.guest.email : '');
    if (!email) continue;
    const owner = owners.get(email);
    if (!owner) {
      const name =
        step.kind === 'update' ? displayName({ ...step.guest, ...step.fields }) : displayName(step.fields as Guest);
      owners.set(email, { name, row: step.row });
      continue;
    }
    const where = owner.row === null ? `${owner.name}'s email` : `${owner.name}'s email on row ${owner.row}`;
    errors.push({ row: step.row, message: `${email} is already ${where}` });
  }
  return errors;
}

/** The answer of POST /admin/import: counts, problems and what each row would change. */
export function importResult(plan: ImportPlan): ImportResult {
  const rows: ImportRowChange[] = plan.steps.map((step) =>
    step.kind === 'add'
      ? {
          row: step.row,
          action: 'add',
          id: null,
          name: displayName(step.fields as Guest),
          changes: changesTo({}, step.fields),
        }
      : {
          row: step.row,
          action: 'update',
          id: step.guest.id,
          name: displayName(step.guest),
          changes: changesTo(step.guest, step.fields),
        },
  );
  return {
    declines: plan.steps.filter((step) => step.fields.rsvp === false && step.fields.respondedAt !== undefined).length,
    added: plan.steps.filter((step) => step.kind === 'add').length,
    updated: plan.steps.filter((step) => step.kind === 'update').length,
    unchanged: plan.unchanged,
    errors: plan.errors,
    rows,
  };
}
