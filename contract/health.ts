// GET /admin/health: is the live site wired right? One line per thing that must work before guests are texted.

export const HEALTH_CHECK_IDS = [
  'token-signing',
  'tasks',
  'twilio-account',
  'twilio-webhooks',
  'site-url',
  'client-address',
  'email',
  'scheduled-texts',
  'texting',
  'verify',
] as const;
export type HealthCheckId = (typeof HEALTH_CHECK_IDS)[number];

/** One check: whether it passed and, in plain words, what was seen and (when it failed) how to fix it. */
export type HealthCheck = { id: HealthCheckId; ok: boolean; detail: string };

export type HealthReport = { checks: HealthCheck[] };

/** What the console titles each check. */
export const HEALTH_CHECK_TITLES: Record<HealthCheckId, string> = {
  'token-signing': 'Signing guests in',
  tasks: 'Bulk texts (Cloud Tasks)',
  'twilio-account': 'Twilio account',
  'twilio-webhooks': "Twilio's webhooks",
  'site-url': 'Site address (siteUrl)',
  'client-address': 'Visitor address for rate limits',
  email: 'Email',
  'scheduled-texts': 'Scheduled texts',
  texting: 'Texting mode (TEXTING)',
  verify: 'Sign-in codes (Twilio Verify)',
};
