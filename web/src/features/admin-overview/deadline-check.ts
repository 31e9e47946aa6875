/** Within this long of now, a deadline closes RSVPs before anyone could use it: it is asked about too. */
const SOON_MS = 15 * 60 * 1000;

/**
 * Why a new RSVP deadline needs the couple to confirm it (section 28), or null: one in the past closes RSVPs the
 * moment it is saved; one within 15 minutes closes them almost at once. An unchanged or cleared deadline asks nothing.
 */
export function deadlineWarning(next: string | null, saved: string | null, now = Date.now()): string | null {
  if (next === null || next === saved) return null;
  const at = Date.parse(next);
  if (Number.isNaN(at)) return null;
  if (at <= now) {
    return 'This deadline is in the past: saving it closes RSVPs at once, and guests can no longer change their answers (you still can).';
  }
  if (at - now <= SOON_MS) {
    const minutes = Math.max(1, Math.round((at - now) / 60000));
    return `This deadline is ${minutes === 1 ? '1 minute' : `${minutes} minutes`} from now: RSVPs close almost at once, and guests can then no longer change their answers (you still can).`;
  }
  return null;
}
