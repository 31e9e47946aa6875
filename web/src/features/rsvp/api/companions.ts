import type { CompanionNames, NewCompanionBody } from '@contract/invitation';
import { callRoute } from '../../../lib/api-client';

/** Each call answers with the whole invitation, the companion added, renamed or gone. */
export const addCompanion = (body: NewCompanionBody) => callRoute('POST /companions', { body });

export const renameCompanion = (id: string, body: CompanionNames) =>
  callRoute('PATCH /companions/{id}', { params: { id }, body });

export const removeCompanion = (id: string) => callRoute('DELETE /companions/{id}', { params: { id } });
