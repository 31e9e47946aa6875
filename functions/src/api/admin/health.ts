import type { Request, Response } from 'express';
import { wedding } from '@config';
import { requireEnabledAdmin } from '../../lib/auth';
import { isEmulator } from '../../lib/firebase';
import { clientAddressCheck } from '../../lib/health/address-check';
import { runHealthChecks } from '../../lib/health/run';
import { publicSiteUrl } from '../../lib/public-url';
import { requestAddress, trustedProxyHops } from '../../lib/rate-limit';
import { ok } from '../../lib/respond';
import { SEND_TEXT_FUNCTION, TASKS_LOCATION } from '../../messages/enqueue-texts';
import { readSmsSettings } from '../../sms/provider';

/** GET /admin/health: whether the live site is wired right, one check per line, each failure with its fix. */
export async function getHealth(req: Request, res: Response) {
  await requireEnabledAdmin(req);
  const sms = readSmsSettings();
  const report = await runHealthChecks({
    emulator: isEmulator,
    projectId: process.env.GCLOUD_PROJECT ?? '',
    siteUrl: publicSiteUrl(),
    configuredSiteUrl: wedding.siteUrl,
    twilio: sms.provider === 'twilio' ? sms : null,
    tasks: { location: TASKS_LOCATION, functionName: SEND_TEXT_FUNCTION },
    clientAddress: clientAddressCheck({
      counted: requestAddress(req),
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: trustedProxyHops.value(),
      emulator: isEmulator,
    }),
    forwardedHost: req.headers['x-forwarded-host'] as string | undefined,
    env: process.env,
  });
  const failing = report.checks.filter((check) => !check.ok).length;
  ok(
    res,
    failing === 0 ? 'Every check passed.' : `${failing} of ${report.checks.length} checks need attention.`,
    report,
  );
}
