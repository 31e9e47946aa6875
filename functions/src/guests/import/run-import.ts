import type { ImportResult } from '@contract/admin';
import type { Catalog } from '@contract/events';
import { lastAdminMessage, removalOf } from '../admin-guard';
import { UNAUTHORIZED } from '../../sign-in/auth';
import { db } from '../../platform/firebase';
import { createGuest, endSessions, endsSessions, updateGuest } from '../guest-write';
import { guests, isEnabledAdmin, toGuest, type Guest } from '../guests';
import type { Actor } from '../history';
import { Refusal } from '../../platform/refusal';
import { importResult, planImport } from './plan';
import { readCsv } from './read-csv';

const stored = (snap: FirebaseFirestore.QuerySnapshot) =>
  snap.docs.map(toGuest).filter((guest): guest is Guest => guest !== null);

/** Refuses (a conflict) a file that would leave a list that has an enabled admin without one. */
function refuseLeavingNoAdmin(existing: Guest[], steps: ReturnType<typeof planImport>['steps']) {
  const after = new Map(existing.map((guest) => [guest.id, guest as Pick<Guest, 'isAdmin' | 'disabled'>]));
  let added = 0;
  for (const step of steps) {
    if (step.kind === 'add') after.set(`new-${added++}`, { isAdmin: false, disabled: false, ...step.fields });
    else after.set(step.guest.id, { ...step.guest, ...step.fields });
  }
  const adminsBefore = existing.filter(isEnabledAdmin);
  if (adminsBefore.length === 0 || [...after.values()].some(isEnabledAdmin)) return;
  const last = adminsBefore[0]!;
  const fields = steps.find((step) => step.kind !== 'add' && step.guest.id === last.id)?.fields ?? {};
  throw new Refusal('conflict', lastAdminMessage(last, removalOf(last, fields) ?? 'demoted'));
}

/**
 * Imports a guest-list CSV into the list that is there: every row checked against it first, then,
 * unless `dryRun`, every add and change written in ONE transaction with its history, so a file with
 * any bad row writes nothing. Used by POST /admin/import and by `npm run import-guests`.
 * `selfId`: the admin importing, who may not demote or disable themselves.
 */
export async function runImport(
  csv: string,
  options: { dryRun: boolean; by: Actor; selfId: string | null; catalog: Catalog },
) {
  const { rows, errors } = readCsv(csv, options.catalog);
  const plan = async (existing: Guest[]) => {
    if (options.selfId !== null) {
      // The importing admin, read with the list (in the transaction when writing), must still be one.
      const self = existing.find((guest) => guest.id === options.selfId) ?? null;
      if (!isEnabledAdmin(self)) throw new Refusal('unauthorized', UNAUTHORIZED);
    }
    const planned = planImport(rows, existing, options.selfId, options.catalog);
    refuseLeavingNoAdmin(existing, planned.steps);
    return { ...planned, errors: [...errors, ...planned.errors].sort((a, b) => a.row - b.row) };
  };

  if (options.dryRun || errors.length) {
    return { result: importResult(await plan(stored(await guests().get()))), written: false };
  }
  const { result, sessionsToEnd } = await db.runTransaction(async (tx) => {
    const planned = await plan(stored(await tx.get(guests())));
    const ended: string[] = [];
    if (!planned.errors.length) {
      for (const step of planned.steps) {
        if (step.kind === 'add') createGuest(tx, guests().doc(), step.fields, options.by, 'import');
        else {
          const changes = updateGuest(tx, guests().doc(step.guest.id), step.guest, step.fields, options.by, true);
          if (endsSessions(changes, step.guest.id === options.by.uid)) ended.push(step.guest.id);
        }
      }
    }
    return { result: importResult(planned), sessionsToEnd: ended };
  });
  await Promise.all(sessionsToEnd.map(endSessions));
  return { result, written: result.errors.length === 0 } satisfies { result: ImportResult; written: boolean };
}

/** One line for the couple: what was (or would be) done, or the first problems. */
export function importMessage(result: ImportResult, dryRun: boolean): string {
  if (result.errors.length) {
    const [first] = result.errors;
    const more = result.errors.length - 1;
    return `Row ${first!.row}: ${first!.message}${more ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : ''}. Nothing was imported.`;
  }
  const counts = `${result.added} to add, ${result.updated} to update, ${result.unchanged} unchanged`;
  const declines = result.declines
    ? `; ${result.declines} ${result.declines === 1 ? 'records a decline' : 'record declines'}`
    : '';
  return dryRun
    ? `Preview: ${counts}${declines}.`
    : `Imported: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged${declines}.`;
}
