import type { Request, Response } from 'express';
import { ApiError } from '../lib/respond';

export async function getInvitation(_req: Request, _res: Response) {
  throw new ApiError(404, 'Not found.');
}
