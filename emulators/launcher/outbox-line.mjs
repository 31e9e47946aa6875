// How `npm start` prints one smsOutbox entry (section 28): a sign-in call ('otp-call') prints as a call, with
// what the voice reads; everything else as a text message.

/**
 * @param {{ to: string, body: string, kind?: string, status?: string, errorCode?: number | null }} sms
 * @param {(e164: string) => string} formatPhone
 * @returns {string}
 */
export function outboxLine(sms, formatPhone) {
  const refused = sms.status === 'failed' ? ` NOT SENT (Twilio error ${sms.errorCode})` : '';
  const what = sms.kind === 'otp-call' ? 'phone call to' : 'text message to';
  const said = sms.kind === 'otp-call' ? `the voice says: ${sms.body}` : sms.body;
  return `\n  [${what} ${formatPhone(sms.to)}${refused}] ${said}\n`;
}
