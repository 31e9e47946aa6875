// The API, end to end: each route's method and path -> who may call it, its body and its answer's data.
// The server's route table (functions/src/api/routes.ts) is keyed by these keys and reads method, path and
// caller from them; its types require every key once, the body schema named here and a handler answering
// the data named here (functions/src/api/routes.test-d.ts). The web calls the routes by key through
// `callRoute` (web/src/lib/api-client.ts) or `adminRoute` (web/src/lib/admin-route.ts), so no feature
// restates a path or an answer type.
//
// Types only, besides API_CALLERS (a small object, no zod): the guest pages import it without the schemas.
//
// To add a route: one line in ApiMap (its body's schema, its answer's data) and one in API_CALLERS; then
// its entry in functions/src/api/routes.ts, whose handler takes `Call<'METHOD /path'>` and answers with
// `ok(res, message, data)` (functions/src/platform/respond.ts), typed by this map.
// A path parameter is written `{name}` here and `:name` in express (routes.ts converts it).
import type { z } from 'zod';
import type { Catalog } from './events';
import type {
  BatchListItem,
  BatchProgress,
  BatchQueuedData,
  BatchScheduledData,
  DryRunData,
  linkAuthBody,
  RotateLinkData,
  sendMessagesBody,
  twilioInboundForm,
  twilioStatusForm,
} from './messages';
import type {
  ConsoleGuest,
  DeletedGuest,
  guestChangesBody,
  HistoryEntry,
  importBody,
  ImportResult,
  inviteToEventBody,
  InviteToEventData,
  newGuestBody,
  settingsBody,
  SiteSettingsData,
  Summary,
} from './admin';
import type { AdminGuest, sendMessageBody, TableSummary, updateGuestTableBody } from './guest-admin';
import type { companionNames, InvitationGuest, newCompanionBody, updateGuestsBody } from './invitation';
import type { InboxData, InboxMessage, inboxPatchBody, inboxReplyBody } from './inbox';
import type { updateLanguageBody } from './language';
import type { CodeNotSentData, GuestAuthData, guestAuthBody, VerifyPhoneData, verifyPhoneBody } from './sign-in';
import type { CodeSentData, findInvitationBody, FoundInvitationData, verifyEmailBody } from './email';
import type {
  markPhoneQueueItemBody,
  phoneQueueBody,
  PhoneQueueCreated,
  PhoneQueueDetail,
  PhoneQueueDryRun,
  PhoneQueueMarked,
  PhoneQueueSummary,
} from './phone-queue';
import type {
  Address,
  addressBody,
  FinalCountsData,
  Gift,
  giftChangesBody,
  lastWeeksTaskBody,
  newGiftBody,
} from './last-weeks';
import type { ContentAnswer, ContentHistoryEntry, PhotoAnswer } from './site-content';
import type { putContentBody, revertContentBody } from './site-content-schema';
import type { HealthReport } from './health';
import type { arrivalBody, DoorGuest, DoorKeyData, findTableBody, FindTableData } from './day';
import type { Language } from './options';

/**
 * A route: its caller kind, the body it takes and the data of its answer. `B` is the body's zod schema
 * (the client sends its input, the handler receives its output) or, for a body no schema reads, its type
 * (undefined: none), or the function making the schema for the site's catalog.
 */
type R<Caller extends CallerKind, B, Answer> = {
  caller: Caller;
  body: SchemaOf<B> extends z.ZodType ? z.input<SchemaOf<B>> : B;
  schema: SchemaOf<B> extends z.ZodType ? SchemaOf<B> : undefined;
  /** Whether the schema is made for the site's catalog (its events, meals and questions), read with the request. */
  byCatalog: B extends (catalog: Catalog) => z.ZodType ? true : false;
  answer: Answer;
};
/** A body's schema: the one given, or the one a schema made for a catalog makes. */
type SchemaOf<B> = B extends (catalog: Catalog) => infer S ? S : B;

/**
 * `helper`: a signed-in guest whose document says `helper: true` (they help at the door on the wedding day),
 * or an enabled admin. A helper is otherwise a guest: every admin call answers them 403.
 */
export type CallerKind = 'public' | 'guest' | 'helper' | 'admin' | 'twilio' | 'task';

export type ApiMap = {
  // Sign-in.
  'POST /verify-phone': R<'public', typeof verifyPhoneBody, VerifyPhoneData | CodeNotSentData>;
  'POST /verify-email': R<'public', typeof verifyEmailBody, CodeSentData>;
  'POST /find-invitation': R<'public', typeof findInvitationBody, FoundInvitationData>;
  'POST /guest-auth': R<'public', typeof guestAuthBody, GuestAuthData>;
  'POST /link-auth': R<'public', typeof linkAuthBody, GuestAuthData>;
  'GET /email/unsubscribe': R<'public', undefined, unknown>;
  'POST /email/unsubscribe': R<'public', undefined, unknown>;
  // The guest's own invitation.
  'GET /get-invitation/{invtId}': R<'guest', undefined, InvitationGuest[]>;
  'POST /update-guests': R<'guest', typeof updateGuestsBody, InvitationGuest[]>;
  'POST /companions': R<'guest', typeof newCompanionBody, InvitationGuest[]>;
  'PATCH /companions/{id}': R<'guest', typeof companionNames, InvitationGuest[]>;
  'DELETE /companions/{id}': R<'guest', undefined, InvitationGuest[]>;
  'POST /update-language': R<'guest', typeof updateLanguageBody, { language: Language }>;
  // The couple's console.
  'GET /get-all-guest-data/{userId}': R<'admin', undefined, AdminGuest[]>;
  'POST /update-guest-table': R<'admin', typeof updateGuestTableBody, never>;
  'POST /send-message-to-guest': R<'admin', typeof sendMessageBody, never>;
  'GET /get-all-guests-table-data/{userId}': R<'admin', undefined, TableSummary[]>;
  'GET /admin/guests': R<'admin', undefined, ConsoleGuest[]>;
  'POST /admin/guests': R<'admin', typeof newGuestBody, ConsoleGuest>;
  'PATCH /admin/guests/{id}': R<'admin', typeof guestChangesBody, ConsoleGuest>;
  'DELETE /admin/guests/{id}': R<'admin', undefined, never>;
  'GET /admin/guests/{id}/history': R<'admin', undefined, HistoryEntry[]>;
  'POST /admin/guests/{id}/unlock-sign-in': R<'admin', undefined, never>;
  'POST /admin/guests/{id}/rotate-link': R<'admin', undefined, RotateLinkData>;
  'POST /admin/events/{eventId}/invite': R<'admin', typeof inviteToEventBody, InviteToEventData>;
  'GET /admin/deleted-guests': R<'admin', undefined, DeletedGuest[]>;
  'POST /admin/import': R<'admin', typeof importBody, ImportResult>;
  'GET /admin/export': R<'admin', undefined, string>;
  'GET /admin/summary': R<'admin', undefined, Summary>;
  'GET /admin/health': R<'admin', undefined, HealthReport>;
  'GET /admin/settings': R<'admin', undefined, SiteSettingsData>;
  'PUT /admin/settings': R<'admin', typeof settingsBody, SiteSettingsData>;
  'POST /admin/messages': R<'admin', typeof sendMessagesBody, DryRunData | BatchQueuedData | BatchScheduledData>;
  'GET /admin/messages': R<'admin', undefined, BatchListItem[]>;
  'GET /admin/messages/{batchId}': R<'admin', undefined, BatchProgress>;
  'DELETE /admin/messages/{batchId}': R<'admin', undefined, { batchId: string; status: 'cancelled' }>;
  'GET /admin/inbox': R<'admin', undefined, InboxData>;
  'PATCH /admin/inbox/{id}': R<'admin', typeof inboxPatchBody, InboxMessage>;
  'POST /admin/inbox/{id}/reply': R<'admin', typeof inboxReplyBody, InboxMessage>;
  // Texts from the couple's own phone (section 24).
  'POST /admin/phone-queue': R<'admin', typeof phoneQueueBody, PhoneQueueDryRun | PhoneQueueCreated>;
  'GET /admin/phone-queue': R<'admin', undefined, PhoneQueueSummary[]>;
  'GET /admin/phone-queue/{queueId}': R<'admin', undefined, PhoneQueueDetail>;
  'POST /admin/phone-queue/{queueId}/items/{guestId}': R<'admin', typeof markPhoneQueueItemBody, PhoneQueueMarked>;
  'DELETE /admin/phone-queue/{queueId}/items/{guestId}': R<'admin', undefined, PhoneQueueMarked>;
  // The couple's wedding content and photos (section 25).
  'GET /admin/content': R<'admin', undefined, ContentAnswer>;
  'PUT /admin/content': R<'admin', typeof putContentBody, ContentAnswer>;
  'GET /admin/content/history': R<'admin', undefined, ContentHistoryEntry[]>;
  'POST /admin/content/revert': R<'admin', typeof revertContentBody, ContentAnswer>;
  'POST /admin/photos': R<'admin', Blob, PhotoAnswer>;
  'DELETE /admin/photos/{id}': R<'admin', undefined, never>;
  'GET /photos/{id}': R<'public', undefined, Blob>;
  // The couple's last weeks (section 29).
  'GET /address': R<'guest', undefined, { address: Address | null }>;
  'PUT /address': R<'guest', typeof addressBody, { address: Address | null }>;
  'GET /admin/gifts': R<'admin', undefined, { gifts: Gift[] }>;
  'POST /admin/gifts': R<'admin', typeof newGiftBody, Gift>;
  'PATCH /admin/gifts/{id}': R<'admin', typeof giftChangesBody, Gift>;
  'DELETE /admin/gifts/{id}': R<'admin', undefined, never>;
  'GET /admin/final-counts': R<'admin', undefined, FinalCountsData>;
  // The wedding day: the door sign's lookup, its key, and the helpers' check-in.
  'POST /day/find-table': R<'public', typeof findTableBody, FindTableData>;
  'POST /admin/day/door-key': R<'admin', undefined, DoorKeyData>;
  'GET /door/guests': R<'helper', undefined, DoorGuest[]>;
  'POST /door/arrivals/{guestId}': R<'helper', typeof arrivalBody, DoorGuest>;
  // Machines: Twilio's webhooks and the scheduled start.
  'POST /tasks/start-due-batches': R<'task', undefined, { started: string[] }>;
  'POST /tasks/last-weeks': R<'task', typeof lastWeeksTaskBody, unknown>;
  'POST /twilio/status': R<'twilio', typeof twilioStatusForm, unknown>;
  'POST /twilio/inbound': R<'twilio', typeof twilioInboundForm, unknown>;
};

export type RouteKey = keyof ApiMap;

/** Who may call each route, as the server's table must say (checked by functions/src/api/routes.test.ts). */
export const API_CALLERS = {
  'POST /verify-phone': 'public',
  'POST /verify-email': 'public',
  'POST /find-invitation': 'public',
  'POST /guest-auth': 'public',
  'POST /link-auth': 'public',
  'GET /email/unsubscribe': 'public',
  'POST /email/unsubscribe': 'public',
  'GET /get-invitation/{invtId}': 'guest',
  'POST /update-guests': 'guest',
  'POST /companions': 'guest',
  'PATCH /companions/{id}': 'guest',
  'DELETE /companions/{id}': 'guest',
  'POST /update-language': 'guest',
  'GET /get-all-guest-data/{userId}': 'admin',
  'POST /update-guest-table': 'admin',
  'POST /send-message-to-guest': 'admin',
  'GET /get-all-guests-table-data/{userId}': 'admin',
  'GET /admin/guests': 'admin',
  'POST /admin/guests': 'admin',
  'PATCH /admin/guests/{id}': 'admin',
  'DELETE /admin/guests/{id}': 'admin',
  'GET /admin/guests/{id}/history': 'admin',
  'POST /admin/guests/{id}/unlock-sign-in': 'admin',
  'POST /admin/guests/{id}/rotate-link': 'admin',
  'POST /admin/events/{eventId}/invite': 'admin',
  'GET /admin/deleted-guests': 'admin',
  'POST /admin/import': 'admin',
  'GET /admin/export': 'admin',
  'GET /admin/summary': 'admin',
  'GET /admin/health': 'admin',
  'GET /admin/settings': 'admin',
  'PUT /admin/settings': 'admin',
  'POST /admin/messages': 'admin',
  'GET /admin/messages': 'admin',
  'GET /admin/messages/{batchId}': 'admin',
  'DELETE /admin/messages/{batchId}': 'admin',
  'GET /admin/inbox': 'admin',
  'PATCH /admin/inbox/{id}': 'admin',
  'POST /admin/inbox/{id}/reply': 'admin',
  'POST /admin/phone-queue': 'admin',
  'GET /admin/phone-queue': 'admin',
  'GET /admin/phone-queue/{queueId}': 'admin',
  'POST /admin/phone-queue/{queueId}/items/{guestId}': 'admin',
  'DELETE /admin/phone-queue/{queueId}/items/{guestId}': 'admin',
  'GET /admin/content': 'admin',
  'PUT /admin/content': 'admin',
  'GET /admin/content/history': 'admin',
  'POST /admin/content/revert': 'admin',
  'POST /admin/photos': 'admin',
  'DELETE /admin/photos/{id}': 'admin',
  'GET /photos/{id}': 'public',
  'GET /address': 'guest',
  'PUT /address': 'guest',
  'GET /admin/gifts': 'admin',
  'POST /admin/gifts': 'admin',
  'PATCH /admin/gifts/{id}': 'admin',
  'DELETE /admin/gifts/{id}': 'admin',
  'GET /admin/final-counts': 'admin',
  'POST /day/find-table': 'public',
  'POST /admin/day/door-key': 'admin',
  'GET /door/guests': 'helper',
  'POST /door/arrivals/{guestId}': 'helper',
  'POST /tasks/start-due-batches': 'task',
  'POST /tasks/last-weeks': 'task',
  'POST /twilio/status': 'twilio',
  'POST /twilio/inbound': 'twilio',
} as const satisfies { [K in RouteKey]: ApiMap[K]['caller'] };

/**
 * The routes whose body's `dryRun` chooses the answer: with `dryRun: true` a review (nothing is done),
 * otherwise the rest of the map's answer.
 */
type DryRunAnswers = { 'POST /admin/messages': DryRunData; 'POST /admin/phone-queue': PhoneQueueDryRun };

/** The answer's data for a call of route `K` with body `B`: the map's, narrowed by `dryRun` where it decides. */
export type RouteAnswer<K extends RouteKey, B = ApiMap[K]['body']> = K extends keyof DryRunAnswers
  ? B extends { dryRun: true }
    ? DryRunAnswers[K]
    : B extends { dryRun: false }
      ? Exclude<ApiMap[K]['answer'], DryRunAnswers[K]>
      : ApiMap[K]['answer']
  : ApiMap[K]['answer'];

type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
/** The path parameters a route needs, by name: `{id: 'hana-kim'}` for 'PATCH /admin/guests/{id}'. */
export type RouteParams<K extends RouteKey> = Record<ParamNames<PathOf<K>>, string>;

/** 'PATCH /admin/guests/{id}' and `{id: 'a b'}` -> ['PATCH', '/admin/guests/a%20b']. */
export function routeRequest<K extends RouteKey>(key: K, params?: RouteParams<K>): [string, string] {
  const [method, path] = key.split(' ') as [string, string];
  const values = (params ?? {}) as Record<string, string>;
  return [method, path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))];
}
