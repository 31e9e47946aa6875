/** Twilio's error codes for a recipient, phrased for the couple. */
const friendlyErrors: Record<number, string> = {
  21211: 'This phone number is not a valid mobile number.',
  21408: 'Text messages cannot be sent to this region.',
  21610: 'This phone number has opted out of our text messages. Reply START from that phone to opt back in.',
  21612: 'Text messages cannot reach this phone number.',
  21614: 'This phone number cannot receive text messages (it may be a landline).',
  30003: 'The phone was unreachable (switched off or out of service).',
  30004: 'The text was blocked by the recipient or their carrier.',
  30005: 'The phone number is unknown to its carrier.',
  30006: 'This phone number cannot receive text messages (it may be a landline).',
  30007: 'The carrier filtered the text as spam.',
  30008: 'The text could not be delivered.',
};

export const GENERIC_REFUSAL = 'We could not send the text message. Please try again.';

export function twilioRefusal(code: number | null | undefined): string {
  return (code === null || code === undefined ? undefined : friendlyErrors[code]) ?? GENERIC_REFUSAL;
}

/** Twilio's code for a recipient who replied STOP: that guest is opted out. */
export const OPTED_OUT_CODE = 21610;
