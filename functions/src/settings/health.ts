import { wedding } from '@config';
import type { Call } from '../api/calls';
import { SEND_TEXT_FUNCTION, TASKS_LOCATION } from '../messaging/bulk/enqueue-texts';
import { scheduledStarts, scheduledTextsCheck } from '../messaging/scheduled/scheduled-batches';
import { isEmulator } from '../platform/firebase';
import { clientAddressCheck } from '../platform/health/address-check';
import { runHealthChecks } from '../platform/health/run';
import { publicSiteUrl } from '../platform/public-url';
import { requestAddress, trustedProxyHops } from '../platform/rate-limit';
import { ok } from '../platform/respond';
import { readSmsSettings } from '../platform/sms/provider';
import { codesViaVerify, readVerifySettings, textingMode } from '../platform/sms/texting';

/** GET /admin/health: whether the live site is wired right, one check per line, each failure with its fix. */
export async function getHealth({ req, res }: Call<'GET /admin/health'>) {
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
    scheduledTexts: scheduledTextsCheck(await scheduledStarts(), Date.now(), isEmulator),
    forwardedHost: req.headers['x-forwarded-host'] as string | undefined,
    env: process.env,
    texting: {
      mode: textingMode(),
      verify: codesViaVerify()
        ? { accountSid: sms.accountSid, authToken: sms.authToken, ...readVerifySettings() }
        : null,
    },
  });
  const failing = report.checks.filter((check) => !check.ok).length;
  ok(
    res,
    failing === 0 ? 'Every check passed.' : `${failing} of ${report.checks.length} checks need attention.`,
    report,
  );
}
