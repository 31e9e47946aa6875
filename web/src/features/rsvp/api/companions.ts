import type { CompanionNames, InvitationGuest, NewCompanionBody } from '@contract/invitation';
import { apiRequest } from '../../../lib/api-client';

/** Each call answers with the whole invitation, the companion added, renamed or gone. */
export const addCompanion = (body: NewCompanionBody) =>
  apiRequest<InvitationGuest[]>('/companions', { method: 'POST', body });

export const renameCompanion = (id: string, body: CompanionNames) =>
  apiRequest<InvitationGuest[]>(`/companions/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const removeCompanion = (id: string) =>
  apiRequest<InvitationGuest[]>(`/companions/${encodeURIComponent(id)}`, { method: 'DELETE' });
