import { HEALTH_CHECK_IDS, type HealthReport } from '@contract/health';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall } from '@testing/console-testing';
import { callApi, siteUrl } from '@testing/testing';
import { startFakeTwilio } from '@stand-ins/fake-twilio';
import { startVerifyStandIn, standInServiceSid, type VerifyStandIn } from '@stand-ins/verify-stand-in.mjs';
import { runHealthChecks, type HealthInput } from '../platform/health/run';

const cast = useSignedInCast();
const health = consoleCall<HealthReport>('GET', '/admin/health');

describe('GET /bcw/admin/health', () => {
  describeConsoleAdminOnly(cast, health);

  it('answers every check, in order, each with ok and a detail', async () => {
    const answer = await health({ token: cast().admin.idToken, uid: '' });
    expect(answer.status).toBe(200);
    const checks = answer.body.data!.checks;
    expect(checks.map((check) => check.id)).toEqual([...HEALTH_CHECK_IDS]);
    for (const check of checks) {
      expect(typeof check.ok).toBe('boolean');
      expect(check.detail.length).toBeGreaterThan(10);
    }
    const byId = Object.fromEntries(checks.map((check) => [check.id, check]));
    // The emulator signs tokens, runs a task queue and sends texts to the outbox.
    expect(byId['token-signing']!.ok).toBe(true);
    expect(byId.tasks).toMatchObject({ ok: true, detail: expect.stringContaining('Cloud Tasks emulator') });
    expect(byId['twilio-account']).toMatchObject({ ok: true, detail: expect.stringContaining('outbox') });
    expect(byId['site-url']).toMatchObject({ ok: true, detail: expect.stringContaining(siteUrl) });
    expect(byId['scheduled-texts']).toMatchObject({ ok: true, detail: expect.stringContaining("launcher's ticker") });
    // Section 28: under the emulator every check it can satisfy is green, email included.
    expect(byId.email).toMatchObject({ ok: true, detail: expect.stringContaining('local mail server') });
  });

  it('shows the counted address and the X-Forwarded-For shape, masked', async () => {
    const answer = await callApi<HealthReport>('GET', '/admin/health', {
      token: cast().admin.idToken,
      headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.2' },
    });
    const address = answer.body.data!.checks.find((check) => check.id === 'client-address')!;
    expect(address.ok).toBe(true);
    // Under the emulator the socket is counted, whatever the header says.
    expect(address.detail).toMatch(/counted as (local socket|127\.0\.x\.x|::…);/);
    expect(address.detail).toMatch(/X-Forwarded-For has \d+ entries \(203\.0\.x\.x, 198\.51\.x\.x/);
    expect(address.detail).not.toMatch(/203\.0\.113\.7|198\.51\.100\.2|127\.0\.0\.1/);
    expect(address.detail).toContain('TRUSTED_PROXY_HOPS=2');
  });
});

describe('the Twilio checks, against the fake Twilio', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  const live = 'https://our-wedding.example';
  const inbound = `${live}/bcw/twilio/inbound`;
  const status = `${live}/bcw/twilio/status`;
  const input = (twilioOverrides: Partial<NonNullable<HealthInput['twilio']>> = {}): HealthInput => ({
    emulator: true,
    projectId: 'demo-wedding',
    siteUrl: live,
    configuredSiteUrl: live,
    twilio: {
      accountSid: 'AC123',
      authToken: twilio.account.authToken,
      messagingServiceSid: 'MG456',
      from: '',
      baseUrl: twilio.url,
      ...twilioOverrides,
    },
    tasks: { location: 'us-central1', functionName: 'sendBatchText' },
    clientAddress: { id: 'client-address', ok: true, detail: 'tested apart' },
    scheduledTexts: { id: 'scheduled-texts', ok: true, detail: 'tested apart' },
    env: {},
  });
  const check = async (id: string, overrides?: Partial<NonNullable<HealthInput['twilio']>>) =>
    (await runHealthChecks(input(overrides))).checks.find((line) => line.id === id)!;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());
  beforeEach(() => {
    Object.assign(twilio.account, { status: 'active', type: 'Full', numbers: {} });
    twilio.account.services = {
      MG456: { inbound_request_url: inbound, status_callback: status, use_inbound_webhook_on_number: false },
    };
  });

  it('passes a paid, active account whose Messaging Service points at the site', async () => {
    expect(await check('twilio-account')).toMatchObject({ ok: true });
    expect(await check('twilio-webhooks')).toMatchObject({ ok: true, detail: expect.stringContaining(inbound) });
    const lookups = twilio.requests.filter((request) => request.method === 'GET').map((request) => request.url);
    expect(lookups).toEqual(expect.arrayContaining(['/2010-04-01/Accounts/AC123.json', '/v1/Services/MG456']));
  });

  it('flags a trial account, with the upgrade as the fix', async () => {
    twilio.account.type = 'Trial';
    expect(await check('twilio-account')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/trial.*Upgrade/s),
    });
  });

  it('flags a suspended account', async () => {
    twilio.account.status = 'suspended';
    expect(await check('twilio-account')).toMatchObject({ ok: false, detail: expect.stringContaining('suspended') });
  });

  it('flags credentials Twilio refuses, with the secrets command as the fix', async () => {
    expect(await check('twilio-account', { authToken: 'wrong' })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('functions:secrets:set TWILIO_ACCOUNT_SID'),
    });
  });

  it("flags a Messaging Service whose inbound URL or status callback is another site's", async () => {
    twilio.account.services.MG456 = {
      inbound_request_url: 'https://old.example/sms',
      status_callback: '',
      use_inbound_webhook_on_number: false,
    };
    const line = await check('twilio-webhooks');
    expect(line.ok).toBe(false);
    expect(line.detail).toContain(`not ${inbound}`);
    expect(line.detail).toContain(`not ${status}`);
    expect(line.detail).toContain('Integration');
  });

  it("flags a Messaging Service that defers to the number's own webhook", async () => {
    twilio.account.services.MG456!.use_inbound_webhook_on_number = true;
    expect(await check('twilio-webhooks')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('Send a webhook'),
    });
  });

  it('flags a Messaging Service SID the account does not have', async () => {
    expect(await check('twilio-webhooks', { messagingServiceSid: 'MG999' })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('no Messaging Service MG999'),
    });
  });

  it("checks a lone number's own webhook when there is no Messaging Service", async () => {
    const from = { messagingServiceSid: '', from: '+13055550000' };
    twilio.account.numbers['+13055550000'] = { sms_url: 'https://old.example/sms' };
    expect(await check('twilio-webhooks', from)).toMatchObject({ ok: false, detail: expect.stringContaining(inbound) });
    twilio.account.numbers['+13055550000'] = { sms_url: inbound };
    expect(await check('twilio-webhooks', from)).toMatchObject({ ok: true });
  });

  describe("the Verify line (TEXTING=verify), against the Verify stand-in and the fake Twilio's account", () => {
    let verify: VerifyStandIn;
    beforeAll(async () => {
      verify = await startVerifyStandIn({
        port: 0,
        accountSid: 'AC123',
        authToken: twilio.account.authToken,
        print: () => {},
      });
    });
    afterAll(() => verify.close());
    const verifyLine = async () =>
      (
        await runHealthChecks({
          ...input(),
          texting: {
            mode: 'verify',
            verify: {
              accountSid: 'AC123',
              authToken: twilio.account.authToken,
              serviceSid: standInServiceSid,
              baseUrl: verify.url,
            },
          },
        })
      ).checks.find((line) => line.id === 'verify')!;

    it('passes a service with 6-digit codes on an upgraded account, and says the account is not a trial', async () => {
      expect(await verifyLine()).toMatchObject({
        ok: true,
        detail: expect.stringMatching(/exists and makes 6-digit codes, on an upgraded account \(not a trial\)\.$/),
      });
    });

    it('flags a trial account (Verify sends codes only to verified numbers), with the upgrade as the fix', async () => {
      twilio.account.type = 'Trial';
      const line = await verifyLine();
      expect(line).toMatchObject({ ok: false, detail: expect.stringMatching(/account is a trial: .*Upgrade it/) });
      // The account is looked up once for both lines.
      twilio.requests.length = 0;
      await verifyLine();
      const lookups = twilio.requests.filter((request) => request.url === '/2010-04-01/Accounts/AC123.json');
      expect(lookups).toHaveLength(1);
    });
  });
});
