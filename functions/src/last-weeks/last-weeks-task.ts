import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emailSecrets } from '../platform/email/settings';
import { runLastWeeks } from './tick';

/**
 * The couple's last weeks (section 29), every minute: the final count when due, answer alerts, the daily
 * digest. Under the emulator, which runs no schedules, the launcher's ticker calls the same code through
 * POST /bcw/tasks/last-weeks.
 */
export const lastWeeksTickTask = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    memory: '256MiB',
    timeoutSeconds: 120,
    retryCount: 0,
    // It emails (the caterer, the couple's alerts): the SMTP settings are secrets.
    secrets: [...emailSecrets],
  },
  async () => {
    await runLastWeeks();
  },
);
