import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { fail } from '../respond';
import { readSmsSettings, smsSettingsProblems } from './provider';

/**
 * Fails closed: with texts not set up for real (outbox outside the emulator, an empty Twilio setting)
 * no request starts. The couple sees an error in the logs and every caller a 503, never a fake success.
 */
export function requireSmsSettings(req: Request, res: Response, next: NextFunction) {
  const problems = smsSettingsProblems(readSmsSettings());
  if (problems.length === 0) return next();
  logger.error(new Error(`Text messages are not set up, so the API is refusing requests: ${problems.join('; ')}`), {
    path: req.path,
  });
  fail(res, 503, 'The site is not set up yet. Please try again later.');
}
