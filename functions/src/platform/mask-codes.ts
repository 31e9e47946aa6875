import { LIMITS } from '@contract/options';

/** Codes never reach storage: a text or an email with a sign-in code keeps its words but not its digits. */
export function maskCodes(body: string): string {
  return body.replace(new RegExp(`\\b\\d{${LIMITS.codeLength}}\\b`, 'g'), '*'.repeat(LIMITS.codeLength));
}
