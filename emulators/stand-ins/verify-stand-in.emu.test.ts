import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, resetEmulators } from '../testing/testing';
import { startVerifyStandIn, standInServiceSid, type VerifyStandIn } from './verify-stand-in.mjs';

// The Verify stand-in against Twilio's own OpenAPI description of Verify v2: the operations the site uses,
// cut from twilio/twilio-oai's spec/json/twilio_verify_v2.json (emulators/stand-ins/twilio-oai/README.md says which
// commit and when). Every form field the site sends, every answer's status code and every field of every
// answer is checked against that file, so the stand-in cannot drift from Twilio without this test failing.

type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security: Record<string, unknown>[];
};
const description = JSON.parse(
  readFileSync(new URL('twilio-oai/twilio_verify_v2.site.json', import.meta.url), 'utf8'),
) as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; scheme: string }> };
};

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(description.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!) : schema;

/** What is wrong with `value` by `schema` (the parts of JSON Schema Twilio's description uses). */
function problems(value: unknown, given: Schema, at: string): string[] {
  const schema = resolve(given);
  if (value === null)
    return schema.nullable || !schema.type ? [] : [`${at} is null, which the description does not allow`];
  const out: string[] = [];
  const kind = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (schema.type && schema.type !== kind && !(schema.type === 'number' && kind === 'integer')) {
    out.push(`${at} is ${kind}, the description says ${schema.type}`);
  }
  if (schema.enum && !schema.enum.includes(value))
    out.push(`${at} '${String(value)}' is not one of ${schema.enum.join(', ')}`);
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern).test(value))
      out.push(`${at} '${value}' misses ${schema.pattern}`);
    if (schema.minLength !== undefined && value.length < schema.minLength)
      out.push(`${at} is shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      out.push(`${at} is longer than ${schema.maxLength}`);
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) out.push(`${at} is not a date-time`);
    if (schema.format === 'uri' && !URL.canParse(value)) out.push(`${at} is not a URI`);
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => out.push(...problems(item, schema.items!, `${at}[${i}]`)));
  return out;
}

/** A form field's text read as the property's type says (forms carry only text). */
const formValue = (text: string, schema: Schema) =>
  resolve(schema).type === 'integer'
    ? /^-?\d+$/.test(text)
      ? Number(text)
      : text
    : resolve(schema).type === 'boolean'
      ? text === 'true'
      : text;

function operation(path: string, method: 'get' | 'post') {
  const op = description.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in twilio_verify_v2.site.json`);
  return op;
}

/** What is wrong with a call the site makes, by the description: path parameters and form fields. */
function requestProblems(op: Operation, params: Record<string, string>, form?: Record<string, string>): string[] {
  const out = (op.parameters ?? [])
    .filter((parameter) => parameter.in === 'path')
    .flatMap((parameter) =>
      parameter.name in params
        ? problems(params[parameter.name], parameter.schema, parameter.name)
        : [`no ${parameter.name}`],
    );
  const body = op.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  if (!form) return body ? [...out, `${op.operationId} takes a form`] : out;
  if (!body) return [...out, `${op.operationId} takes no form`];
  const properties = body.properties ?? {};
  for (const name of body.required ?? []) if (!(name in form)) out.push(`${op.operationId} needs ${name}`);
  for (const [name, text] of Object.entries(form)) {
    if (!properties[name]) out.push(`${op.operationId} has no form field ${name}`);
    else out.push(...problems(formValue(text, properties[name]), properties[name], name));
  }
  return out;
}

/**
 * What is wrong with an answer by the description: its HTTP status is one the operation answers, every field
 * is the schema's with a value the schema allows, and every field in `needed` is there ('all': the schema's).
 */
function answerProblems(op: Operation, answer: Answer, needed: 'all' | string[]): string[] {
  const response = op.responses[String(answer.status)];
  if (!response) return [`${op.operationId} answers ${Object.keys(op.responses).join(' or ')}, not ${answer.status}`];
  const schema = resolve(response.content!['application/json']!.schema);
  const properties = schema.properties ?? {};
  const out = Object.entries(answer.body).flatMap(([name, value]) =>
    properties[name]
      ? problems(value, properties[name], name)
      : [`${name} is not a field of ${op.operationId}'s answer`],
  );
  for (const name of needed === 'all' ? Object.keys(properties) : needed) {
    if (!(name in answer.body)) out.push(`${op.operationId}'s answer has no ${name}`);
  }
  return out;
}

const VERIFICATIONS = '/v2/Services/{ServiceSid}/Verifications';
const VERIFICATION = '/v2/Services/{ServiceSid}/Verifications/{Sid}';
const CHECK = '/v2/Services/{ServiceSid}/VerificationCheck';
const SERVICES = '/v2/Services';
const SERVICE = '/v2/Services/{Sid}';
/** Twilio's error body, as the description gives it for a refused send (its 429). */
const ERROR = (() => {
  const schema = operation(VERIFICATIONS, 'post').responses['429']!.content!['application/json']!.schema;
  return resolve(schema);
})();

const accountSid = `AC${'1'.repeat(32)}`;
const authToken = 'verify-test-token';
const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
let verify: VerifyStandIn;
const lines: string[] = [];

beforeAll(async () => {
  verify = await startVerifyStandIn({ port: 0, accountSid, authToken, print: (line) => lines.push(line) });
});
afterAll(() => verify.close());
beforeEach(async () => {
  await resetEmulators();
  verify.verifications.clear();
  lines.length = 0;
});

type Answer = { status: number; body: Record<string, unknown> };

/**
 * One call to the stand-in by the description's path template: the path parameters are checked against the
 * description first, and so is the form (unless `unchecked`, for the refusals that send what Twilio refuses).
 */
async function call(
  template: string,
  method: 'get' | 'post',
  params: Record<string, string>,
  form?: Record<string, string>,
  { auth = basic, unchecked = false } = {},
): Promise<Answer> {
  const op = operation(template, method);
  if (!unchecked) expect(requestProblems(op, params, form)).toEqual([]);
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const response = await fetch(`${verify.url}${path}`, {
    method: method.toUpperCase(),
    headers: { Authorization: auth, ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const service = { ServiceSid: standInServiceSid };
/** The forms the site sends (functions/src/platform/sms/verify.ts, scripts/setup/setup.ts). */
const send = (to: string, channel = 'sms', locale = 'en') =>
  call(VERIFICATIONS, 'post', service, { To: to, Channel: channel, Locale: locale });
const check = (to: string, code: string) => call(CHECK, 'post', service, { To: to, Code: code });
const cancel = (sid: string) => call(VERIFICATION, 'post', { ...service, Sid: sid }, { Status: 'canceled' });

/** An error body: exactly the description's fields, with their types. */
function expectTwilioError(answer: Answer, status: number, code: number) {
  expect(answer).toMatchObject({ status, body: { code, status } });
  expect(Object.keys(answer.body).sort()).toEqual(Object.keys(ERROR.properties!).sort());
  expect(
    Object.entries(answer.body).flatMap(([name, value]) => problems(value, ERROR.properties![name]!, name)),
  ).toEqual([]);
}

describe("the Verify stand-in speaks Verify v2 as Twilio's OpenAPI description defines it", () => {
  it('is the server and the auth the description names', () => {
    expect(description.servers).toEqual([{ url: 'https://verify.twilio.com' }]);
    expect(Object.values(description.components.securitySchemes)).toEqual([{ type: 'http', scheme: 'basic' }]);
    for (const [template, method] of [
      [VERIFICATIONS, 'post'],
      [VERIFICATION, 'post'],
      [CHECK, 'post'],
      [SERVICES, 'post'],
      [SERVICE, 'get'],
    ] as const) {
      expect(operation(template, method).security, `${method} ${template}`).toEqual([{ accountSid_authToken: [] }]);
    }
  });

  it('creates a verification: an answer the description allows, with every field of a verification', async () => {
    const answer = await send('+13055550102');
    expect(answerProblems(operation(VERIFICATIONS, 'post'), answer, 'all')).toEqual([]);
    expect(answer).toMatchObject({
      status: 201,
      body: { to: '+13055550102', channel: 'sms', status: 'pending', valid: false },
    });
  });

  it('checks a code: an answer the description allows, approved only for the right code', async () => {
    await send('+13055550102', 'call', 'es');
    const code = verify.verifications.values().next().value!.code;
    const op = operation(CHECK, 'post');
    const wrong = await check('+13055550102', code === '000000' ? '111111' : '000000');
    expect(answerProblems(op, wrong, 'all')).toEqual([]);
    expect(wrong.body).toMatchObject({ status: 'pending', valid: false, channel: 'call' });
    const right = await check('+13055550102', code);
    expect(answerProblems(op, right, 'all')).toEqual([]);
    expect(right.body).toMatchObject({ status: 'approved', valid: true });
    // Approved: nothing is pending any more, which Verify answers with 20404.
    expectTwilioError(await check('+13055550102', code), 404, 20404);
  });

  it('cancels a pending verification by its SID or its number: its code no longer checks', async () => {
    const sent = await send('+13055550102');
    const code = verify.verifications.values().next().value!.code;
    const op = operation(VERIFICATION, 'post');
    const canceled = await cancel(String(sent.body.sid));
    expect(answerProblems(op, canceled, 'all')).toEqual([]);
    expect(canceled).toMatchObject({ status: 200, body: { sid: sent.body.sid, status: 'canceled', valid: false } });
    expectTwilioError(await check('+13055550102', code), 404, 20404);
    expectTwilioError(await cancel(String(sent.body.sid)), 404, 20404);

    await send('+13055550103');
    expect(answerProblems(op, await cancel('+13055550103'), 'all')).toEqual([]);
    expect(verify.verifications.size).toBe(0);
    // 'approved' is a Status the description allows, but only for Silent Network Auth, which the site never uses.
    await send('+13055550104');
    const approve = await call(VERIFICATION, 'post', { ...service, Sid: '+13055550104' }, { Status: 'approved' });
    expectTwilioError(approve, 400, 60200);
  });

  it('creates and reads a service (npm run setup, the health page): the fields the site reads, as described', async () => {
    const created = await call(SERVICES, 'post', {}, { FriendlyName: 'Ana & Luis', CodeLength: '6' });
    expect(answerProblems(operation(SERVICES, 'post'), created, ['sid', 'code_length'])).toEqual([]);
    const read = await call(SERVICE, 'get', { Sid: String(created.body.sid) });
    expect(answerProblems(operation(SERVICE, 'get'), read, ['sid', 'code_length'])).toEqual([]);
    expect(read.body).toMatchObject({ sid: created.body.sid, code_length: 6 });
  });

  it("refuses as Twilio does: wrong credentials, a bad To, a landline's text, too many sends, too many checks", async () => {
    expectTwilioError(
      await call(
        VERIFICATIONS,
        'post',
        service,
        { To: '+13055550102', Channel: 'sms' },
        { auth: `Basic ${btoa('AC1:nope')}` },
      ),
      401,
      20003,
    );
    const refused = [
      { form: { To: '3055550102', Channel: 'sms' }, code: 60200 },
      { form: { To: '+13055550102', Channel: 'carrier-pigeon' }, code: 60200 },
      { form: { To: '+15005550009', Channel: 'sms' }, code: 60205 },
    ];
    for (const { form, code } of refused)
      expectTwilioError(await call(VERIFICATIONS, 'post', service, form), 400, code);
    // A send without a field the description requires.
    expectTwilioError(
      await call(VERIFICATIONS, 'post', service, { To: '+13055550102' }, { unchecked: true }),
      400,
      60200,
    );
    for (let sent = 1; sent <= 5; sent++) expect((await send('+13055550103')).status).toBe(201);
    const sixth = await send('+13055550103');
    expectTwilioError(sixth, 429, 60203);
    expect(Object.keys(operation(VERIFICATIONS, 'post').responses)).toContain('429');
    for (let checked = 1; checked <= 5; checked++) expect((await check('+13055550103', 'x')).status).toBe(200);
    expectTwilioError(await check('+13055550103', 'x'), 429, 60202);
  });

  it("records every code in smsOutbox as 'otp' or 'otp-call' and prints it", async () => {
    await send('+13055550102', 'sms', 'en');
    await send('+13055550104', 'call', 'es');
    const texts = await outbox();
    expect(texts).toEqual([
      expect.objectContaining({ to: '+13055550102', kind: 'otp', provider: 'verify', status: 'sent' }),
      expect.objectContaining({ to: '+13055550104', kind: 'otp-call', provider: 'verify', status: 'sent' }),
    ]);
    expect(texts[0]!.body).toMatch(/\b\d{6}\b/);
    expect(texts[1]!.body).toMatch(/^Su código de verificación es \d(, \d){5}\.$/);
    expect(lines).toEqual([
      expect.stringMatching(/^\[sms outbox\] to \+13055550102 \(otp, Twilio Verify\): .*\d{6}$/),
      expect.stringMatching(/^\[sms outbox\] call to \+13055550104 \(otp-call, Twilio Verify\): /),
    ]);
  });
});
