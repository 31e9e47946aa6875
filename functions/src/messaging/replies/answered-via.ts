import type { Language } from '@contract/options';
import { joinNames, wordsFor } from '../../words';

// Who may change an answer by replying 1 or 2. Kept pure and small so
// the shared recordAnswers (functions/src/rsvp/) can take it over: an answer given on the web, by the
// couple or by an import stays; one given by text, or none yet, may change by text.

/** Whether a reply by text may change this person's answer. */
export function textMayChange(answeredVia: unknown): boolean {
  return answeredVia === undefined || answeredVia === null || answeredVia === 'sms';
}

/** Splits an invitation's people into those a reply by text changes and those who keep their answer. */
export function splitByAnsweredVia<T extends { answeredVia?: unknown }>(members: T[]) {
  return {
    changes: members.filter((member) => textMayChange(member.answeredVia)),
    keeps: members.filter((member) => !textMayChange(member.answeredVia)),
  };
}

/** The sentence the confirmation adds for the people who kept their answer ('' when nobody did). */
export function keptSentence(names: string[], language: Language): string {
  if (names.length === 0) return '';
  return wordsFor(language).replies.kept(joinNames(names, language), names.length === 1);
}
