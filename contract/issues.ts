import type { z } from './zod';

/** The first problem zod found, phrased for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  const phrased = /^(Please|The |A |An |At most|There is|Each )/.test(issue.message);
  const sentence = issue.code === 'custom' && /^[A-Z]/.test(issue.message);
  return sentence || phrased ? issue.message : `The request is not valid${where}: ${issue.message}`;
}
