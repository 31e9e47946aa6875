// Twilio's side of the tests: a fake of Twilio's REST API on a local port, and Twilio's webhook calls
// (status callbacks, incoming messages) posted to the emulator, signed as Twilio signs them.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../functions/src/platform/sms/twilio-signature';
import { apiUrl } from '../testing/testing';

/** TWILIO_AUTH_TOKEN under the emulator (functions/.secret.local, written by emulators/launcher/setup.mjs). */
export const twilioTestAuthToken = 'emulator-twilio-auth-token';

type TwilioHook = 'status' | 'inbound';
/** The public URL of a webhook under the emulator, which Twilio's signature covers. */
export const twilioHookUrl = (hook: TwilioHook) => `${apiUrl}/twilio/${hook}`;

/** The X-Twilio-Signature Twilio would send with these parameters to this URL. */
export const signTwilio = (url: string, params: Record<string, string>, token = twilioTestAuthToken) =>
  twilioSignature(token, url, new URLSearchParams(params));

/**
 * Posts a form to a Twilio webhook as Twilio does: signed for the hook's public URL with the emulator's
 * token, unless `signature` says otherwise (null: no signature header at all).
 */
export async function postTwilioForm(hook: TwilioHook, params: Record<string, string>, signature?: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const signed = signature === undefined ? signTwilio(twilioHookUrl(hook), params) : signature;
  if (signed !== null) headers['X-Twilio-Signature'] = signed;
  const response = await fetch(twilioHookUrl(hook), {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** What the inbound webhook answers when it has nothing to text back: empty TwiML. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

let inboundSids = 0;
/** A MessageSid no other incoming text of this test file has: Twilio gives each text its own. */
const nextMessageSid = () => `SM${String(++inboundSids).padStart(32, '0')}`;

/** The form Twilio posts to the inbound webhook for a text `Body` from `From` to the wedding's number. */
export function inboundTextForm(Body: string, From = '+13055550102', MessageSid = nextMessageSid()) {
  return {
    AccountSid: 'AC00000000000000000000000000000000',
    Body,
    From,
    MessageSid,
    NumMedia: '0',
    To: '+13055550000',
  };
}

/** The text inside a TwiML answer's <Message>, its XML escapes undone ('' when it has none). */
export const twimlMessage = (twiml: string) =>
  /<Message>([\s\S]*)<\/Message>/
    .exec(twiml)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&') ?? '';

/** The form of Twilio's status callback for one text. */
export function statusCallbackForm(sid: string, status: string, errorCode?: number, to = '+13055550102') {
  return {
    AccountSid: 'AC00000000000000000000000000000000',
    ApiVersion: '2010-04-01',
    From: '+13055550000',
    MessageSid: sid,
    MessageStatus: status,
    SmsSid: sid,
    SmsStatus: status,
    To: to,
    ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
  };
}

type RecordedRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type DeliveredCallback = { sid: string; status: string; answer: number };

/** What the fake Twilio's lookups answer; tests change it in place. */
type FakeTwilioAccount = {
  accountSid: string;
  authToken: string;
  status: 'active' | 'suspended' | 'closed';
  type: 'Trial' | 'Full';
  /** Messaging Services by SID: inbound_request_url, status_callback, use_inbound_webhook_on_number... */
  services: Record<string, Record<string, unknown>>;
  /** Phone numbers (E.164) on the account: sms_url... */
  numbers: Record<string, Record<string, unknown>>;
};

const randomSid = () => `SM${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/**
 * A stand-in for Twilio's REST API on a local port: records requests, answers as told, and, like
 * Twilio, posts signed status callbacks (by default 'sent' then 'delivered') to a text's StatusCallback.
 */
export async function startFakeTwilio() {
  const requests: RecordedRequest[] = [];
  const callbacks: DeliveredCallback[] = [];
  const pending = new Set<Promise<void>>();
  let answer: { status: number; body: Record<string, unknown> } = { status: 201, body: { status: 'queued' } };
  let lifecycle: { statuses: string[]; errorCode?: number } = { statuses: ['sent', 'delivered'] };

  async function postCallbacks(url: string, sid: string, to: string) {
    for (const status of lifecycle.statuses) {
      const final = status === 'undelivered' || status === 'failed';
      const params = statusCallbackForm(sid, status, final ? lifecycle.errorCode : undefined, to);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': signTwilio(url, params),
        },
        body: new URLSearchParams(params).toString(),
      });
      callbacks.push({ sid, status, answer: response.status });
    }
  }

  // The account, its Messaging Service and its numbers, as Twilio's lookups answer them (GET requests).
  const fakeAccount: FakeTwilioAccount = {
    accountSid: 'AC123',
    authToken: twilioTestAuthToken,
    status: 'active',
    type: 'Full',
    services: {},
    numbers: {},
  };

  function lookup(req: IncomingMessage): { status: number; body: Record<string, unknown> } {
    const expected = `Basic ${Buffer.from(`${fakeAccount.accountSid}:${fakeAccount.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const sid = fakeAccount.accountSid;
    if (url.pathname === `/2010-04-01/Accounts/${sid}.json`) {
      return {
        status: 200,
        body: { sid, friendly_name: 'Wedding', status: fakeAccount.status, type: fakeAccount.type },
      };
    }
    const service = /^\/v1\/Services\/([^/]+)$/.exec(url.pathname);
    if (service && fakeAccount.services[service[1]!]) {
      return {
        status: 200,
        body: { sid: service[1], account_sid: sid, inbound_method: 'POST', ...fakeAccount.services[service[1]!] },
      };
    }
    if (url.pathname === `/2010-04-01/Accounts/${sid}/IncomingPhoneNumbers.json`) {
      const number = url.searchParams.get('PhoneNumber') ?? '';
      const found = fakeAccount.numbers[number];
      return {
        status: 200,
        body: { incoming_phone_numbers: found ? [{ phone_number: number, sms_method: 'POST', ...found }] : [] },
      };
    }
    return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method === 'GET') {
        const found = lookup(req);
        res.writeHead(found.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(found.body));
        return;
      }
      const accepted = answer.status < 300;
      const reply = accepted ? { sid: randomSid(), ...answer.body } : answer.body;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply));
      const form = new URLSearchParams(body);
      const callbackUrl = form.get('StatusCallback');
      if (accepted && callbackUrl) {
        const done = postCallbacks(callbackUrl, String(reply.sid), form.get('To') ?? '').finally(() =>
          pending.delete(done),
        );
        pending.add(done);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callbacks,
    /** The account the lookups describe: its credentials, status, type, Messaging Services and numbers. */
    account: fakeAccount,
    answerWith(status: number, body: Record<string, unknown>) {
      answer = { status, body };
    },
    /** The statuses the callbacks report for each accepted text, and the error code of a final failure. */
    reportStatuses(statuses: string[], errorCode?: number) {
      lifecycle = { statuses, errorCode };
    },
    /** Resolves when every status callback posted so far has been answered. */
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
