import { randomBytes } from 'node:crypto';

/** A new invitation's id: readable, from the guest's name, with a random tail ('inv-kim-4f9a2c'). */
export function newInvitationId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 24);
  return `inv-${slug || 'guest'}-${randomBytes(3).toString('hex')}`;
}
