import { maskCodes } from '../mask-codes';

/**
 * What an email outbox keeps outside the emulator: the words, without sign-in codes, personal-link keys
 * or unsubscribe tokens, any of which would let whoever reads the outbox act as the guest.
 */
export function maskEmailText(text: string): string {
  return maskCodes(text)
    .replace(/([?&]k=)[\w-]+/g, '$1•••')
    .replace(/([?&]t=)[\w-]+/g, '$1•••');
}
