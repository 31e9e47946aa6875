import type { Messages } from '../../i18n/en';

/**
 * What a sign-in answer says to the guest: the server's own message as sent (it is already in the page's
 * language), or the network failure (code 0, no message) in the reader's language.
 */
export const answerMessage = (t: Pick<Messages, 'somethingWentWrong'>, answer: { code: number; message: string }) =>
  answer.code === 0 || !answer.message ? t.somethingWentWrong : answer.message;
