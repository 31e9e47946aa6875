import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { fail } from '../respond';
import { emailSettingsProblems, readEmailSettings } from '../email/settings';
import { readSmsSettings, smsSettingsProblems } from './provider';
import { textingProblems } from './texting';

/** Every reason texts or emails cannot go out for real (one line each, never a value). */
function deliveryProblems(): string[] {
  return [
    ...textingProblems(),
    ...smsSettingsProblems(readSmsSettings()),
    ...emailSettingsProblems(readEmailSettings()),
  ];
}

/**
 * Fails closed: with texts or emails not set up for real (outbox outside the emulator, an empty Twilio
 * or email setting) no request starts. The couple sees an error in the logs and every caller a 503, never a fake success.
 */
export function requireSmsSettings(req: Request, res: Response, next: NextFunction) {
  const problems = deliveryProblems();
  if (problems.length === 0) return next();
  logger.error(new Error(`Texts or emails are not set up, so the API is refusing requests: ${problems.join('; ')}`), {
    path: req.path,
  });
  fail(res, 503, 'The site is not set up yet. Please try again later.');
}
