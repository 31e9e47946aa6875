import type { Request } from 'express';
import { requireEnabledAdmin } from '../domain/sign-in/auth';
import { fullName } from '../domain/guests/console-guest';
import type { Actor } from '../domain/guests/history';

/** The console's admin check (DESIGN section 13), returning the admin as history names them. */
export async function requireConsoleAdmin(req: Request): Promise<Actor> {
  const admin = await requireEnabledAdmin(req);
  return { uid: admin.uid, name: fullName(admin.guest) };
}
