import type { Request } from 'express';
import { requireEnabledAdmin } from './auth';
import { fullName } from './console-guest';
import type { Actor } from './history';

/** The console's admin check (DESIGN section 13), returning the admin as history names them. */
export async function requireConsoleAdmin(req: Request): Promise<Actor> {
  const admin = await requireEnabledAdmin(req);
  return { uid: admin.uid, name: fullName(admin.guest) };
}
