import type { MessageType } from './types';

export type EditChoice = { table: string; tpos: string };

/** Submit needs a table and a seat (the server accepts no table without one), and one update at a time. */
export function canSubmitEdit({ table, tpos }: EditChoice, updating: boolean): boolean {
  return !updating && table !== '' && tpos !== '';
}

export type MessageChoice = { msgType: MessageType | ''; cmsg: string };

/** Send needs a message type, text for a custom one, a guest who can be texted, and one send at a time. */
export function canSendMessage({ msgType, cmsg }: MessageChoice, sending: boolean, reachable: boolean): boolean {
  if (sending || !reachable || msgType === '') return false;
  return msgType !== 'custom' || cmsg.trim().length > 0;
}

/** The server's limit too (functions/src/lib/schemas.ts): 4 text messages of plain characters. */
export const CUSTOM_MESSAGE_MAX = 612;
