import { guestChangesBody, importBody, inviteToEventBody, newGuestBody, settingsBody } from '@contract/admin';
import { sendMessageBody, updateGuestTableBody } from '@contract/guest-admin';
import { companionNames, newCompanionBody, updateGuestsBody } from '@contract/invitation';
import { updateLanguageBody } from '@contract/language';
import { inboxPatchBody, inboxReplyBody } from '@contract/inbox';
import { linkAuthBody, sendMessagesBody, twilioInboundForm, twilioStatusForm } from '@contract/messages';
import { findInvitationBody, verifyEmailBody } from '@contract/email';
import { guestAuthBody, verifyPhoneBody } from '@contract/sign-in';
import { exportGuests } from '../guests/import/export-guests';
import { listInbox, patchInbox, replyToInbox } from '../messaging/replies/inbox-calls';
import { getSummary } from '../guests/get-summary';
import { getHealth } from '../settings/health';
import { getSettings } from '../settings/get-settings';
import { createGuestCall } from '../guests/admin/create-guest';
import { deleteGuestCall } from '../guests/admin/delete-guest';
import { guestHistory } from '../guests/admin/get-history';
import { listGuests } from '../guests/admin/list-guests';
import { rotateLink } from '../guests/admin/rotate-link';
import { unlockSignIn } from '../guests/admin/unlock-sign-in';
import { updateGuestCall } from '../guests/admin/update-guest';
import { inviteToEvent } from '../guests/admin/invite-to-event';
import { importGuestsCall } from '../guests/import/import-guests';
import { listDeletedGuests } from '../guests/admin/list-deleted-guests';
import { cancelMessageBatch } from '../messaging/bulk/cancel-message-batch';
import { getMessageBatch } from '../messaging/bulk/get-message-batch';
import { listMessageBatches } from '../messaging/bulk/list-message-batches';
import { sendMessages } from '../messaging/bulk/send-messages';
import { putSettings } from '../settings/update-settings';
import { addCompanion, removeCompanion, renameCompanion } from '../rsvp/companions';
import { getAllGuestData } from '../guests/admin/get-all-guest-data';
import { getAllGuestsTableData } from '../guests/seating/get-all-guests-table-data';
import { getInvitation } from '../rsvp/get-invitation';
import { sendMessageToGuest } from '../messaging/send-message-to-guest';
import { guestAuth } from '../sign-in/sign-in-with-code';
import { linkAuth } from '../sign-in/sign-in-with-link';
import { twilioStatus } from '../messaging/record-status';
import { twilioInbound } from '../messaging/replies/receive-text';
import { updateGuestTable } from '../guests/seating/update-guest-table';
import { updateGuests } from '../rsvp/update-guests';
import { updateLanguage } from '../guests/update-language';
import { unsubscribe, unsubscribePage } from '../messaging/unsubscribe';
import { findInvitation } from '../sign-in/find-invitation';
import { verifyEmail } from '../sign-in/verify-email';
import { verifyPhone } from '../sign-in/verify-phone';
import { startDueBatchesCall } from '../messaging/scheduled/start-due-batches';
import { markPhoneQueueItemBody, phoneQueueBody } from '@contract/phone-queue';
import { createPhoneQueue } from '../messaging/phone-queue/create-phone-queue';
import { getPhoneQueue } from '../messaging/phone-queue/get-phone-queue';
import { listPhoneQueues } from '../messaging/phone-queue/list-phone-queues';
import { markPhoneQueueItem, unmarkPhoneQueueItem } from '../messaging/phone-queue/mark-phone-queue-item';
import { routeList, type RouteTable } from './calls';
import { addressBody, giftChangesBody, lastWeeksTaskBody, newGiftBody } from '@contract/last-weeks';
import { getAddress, putAddress } from '../last-weeks/address';
import { createGift, deleteGift, listGifts, updateGift } from '../last-weeks/gifts';
import { getFinalCounts } from '../last-weeks/final-counts';
import { lastWeeksCall } from '../last-weeks/last-weeks-route';
import { putContentBody, revertContentBody } from '@contract/site-content-schema';
import { getContent, listContentHistory, putContent, revertContent } from '../content/content';
import { deletePhoto, servePhoto, uploadPhoto } from '../content/photos-calls';
import { arrivalBody, findTableBody } from '@contract/day';
import { findTableCall, issueDoorKey, listDoorGuests, markArrival } from '../day/handlers';

const COMPANION_ID = "The companion id in the address is not valid: use the id the site gave you (no '/').";
const GUEST_ID = 'The guest id in the address is not valid.';
const PHONE_QUEUE_ID = 'The phone queue id in the address is not valid: open the queue from the list of queues.';
const userIdParam = "The user id in the address is not valid: use the id the site gave you (no '/').";

/**
 * Every route of the API, by its key in the API map (contract/api-map.ts): the key gives the method and
 * path, API_CALLERS who may call it, and the map its body schema and answer, which the types hold each
 * entry to (RouteTable: every key once, none besides). The layer in calls.ts checks the caller and parses
 * the body before the handler runs, so a handler receives `{caller, body, params}` and does only its own work.
 */
export const routes = {
  // Sign-in.
  'POST /verify-phone': {
    body: verifyPhoneBody,
    badBody: 'Please enter a valid US phone number.',
    handler: verifyPhone,
  },
  'POST /verify-email': {
    body: verifyEmailBody,
    badBody: 'Please enter a valid email address, like name@example.com.',
    handler: verifyEmail,
  },
  'POST /find-invitation': {
    body: findInvitationBody,
    badBody: 'Please enter your first and last name as they appear on your invitation.',
    handler: findInvitation,
  },
  'POST /guest-auth': { body: guestAuthBody, handler: guestAuth },
  // Every email's unsubscribe link: a page with one button, and the one-click POST (a form, read by nobody).
  'GET /email/unsubscribe': { handler: unsubscribePage },
  'POST /email/unsubscribe': { handler: unsubscribe },
  'POST /link-auth': { body: linkAuthBody, handler: linkAuth },

  // The guest's own invitation.
  'GET /get-invitation/{invtId}': {
    params: { invtId: "The invitation id in the address is not valid: use the id the site gave you (no '/')." },
    handler: getInvitation,
  },
  'POST /update-guests': { body: updateGuestsBody, handler: updateGuests },
  'POST /companions': { body: newCompanionBody, handler: addCompanion },
  'PATCH /companions/{id}': {
    params: { id: COMPANION_ID },
    body: companionNames,
    handler: renameCompanion,
  },
  'DELETE /companions/{id}': {
    params: { id: COMPANION_ID },
    handler: removeCompanion,
  },
  'POST /update-language': {
    body: updateLanguageBody,
    handler: updateLanguage,
  },

  // The original admin calls, which name their caller in the path (userId) or the body (luid).
  'GET /get-all-guest-data/{userId}': {
    params: { userId: userIdParam },
    claims: { in: 'params', param: 'userId' },
    handler: getAllGuestData,
  },
  'POST /update-guest-table': {
    claims: { in: 'body', field: 'luid' },
    body: updateGuestTableBody,
    handler: updateGuestTable,
  },
  'POST /send-message-to-guest': {
    claims: { in: 'body', field: 'luid' },
    body: sendMessageBody,
    handler: sendMessageToGuest,
  },
  'GET /get-all-guests-table-data/{userId}': {
    params: { userId: userIdParam },
    claims: { in: 'params', param: 'userId' },
    handler: getAllGuestsTableData,
  },

  // The couple's console: the ID token alone names the admin.
  'GET /admin/guests': { handler: listGuests },
  'POST /admin/guests': { body: newGuestBody, handler: createGuestCall },
  'PATCH /admin/guests/{id}': {
    params: { id: GUEST_ID },
    body: guestChangesBody,
    emptyBodyIsObject: true,
    handler: updateGuestCall,
  },
  'DELETE /admin/guests/{id}': {
    params: { id: GUEST_ID },
    handler: deleteGuestCall,
  },
  'GET /admin/guests/{id}/history': {
    params: { id: GUEST_ID },
    handler: guestHistory,
  },
  'POST /admin/guests/{id}/unlock-sign-in': {
    params: { id: "The guest id in the address is not valid: use the id the site gave you (no '/')." },
    handler: unlockSignIn,
  },
  'POST /admin/guests/{id}/rotate-link': {
    params: { id: 'The guest id is not valid.' },
    handler: rotateLink,
  },
  'POST /admin/events/{eventId}/invite': {
    params: { eventId: 'The event id in the address is not valid: use the short name the Schedule shows.' },
    body: inviteToEventBody,
    handler: inviteToEvent,
  },
  'GET /admin/deleted-guests': { handler: listDeletedGuests },
  'POST /admin/import': { body: importBody, handler: importGuestsCall },
  'GET /admin/export': { handler: exportGuests },
  'GET /admin/summary': { handler: getSummary },
  'GET /admin/health': { handler: getHealth },
  'GET /admin/settings': { handler: getSettings },
  'PUT /admin/settings': { body: settingsBody, handler: putSettings },
  'POST /admin/messages': { body: sendMessagesBody, handler: sendMessages },
  'GET /admin/messages': { handler: listMessageBatches },
  'GET /admin/messages/{batchId}': {
    params: { batchId: 'The batch id is not valid.' },
    handler: getMessageBatch,
  },
  'DELETE /admin/messages/{batchId}': {
    params: { batchId: 'The batch id is not valid.' },
    handler: cancelMessageBatch,
  },

  // The couple's inbox: texts guests sent that the site could not answer by itself.
  'GET /admin/inbox': { handler: listInbox },
  'PATCH /admin/inbox/{id}': {
    params: { id: 'The message id is not valid.' },
    body: inboxPatchBody,
    handler: patchInbox,
  },
  'POST /admin/inbox/{id}/reply': {
    params: { id: 'The message id is not valid.' },
    body: inboxReplyBody,
    handler: replyToInbox,
  },

  // Texts from the couple's own phone: a queue of the site's texts, each sent by hand and marked sent.
  'POST /admin/phone-queue': {
    body: phoneQueueBody,
    handler: createPhoneQueue,
  },
  'GET /admin/phone-queue': { handler: listPhoneQueues },
  'GET /admin/phone-queue/{queueId}': {
    params: { queueId: PHONE_QUEUE_ID },
    handler: getPhoneQueue,
  },
  'POST /admin/phone-queue/{queueId}/items/{guestId}': {
    params: { queueId: PHONE_QUEUE_ID, guestId: GUEST_ID },
    body: markPhoneQueueItemBody,
    handler: markPhoneQueueItem,
  },
  'DELETE /admin/phone-queue/{queueId}/items/{guestId}': {
    params: { queueId: PHONE_QUEUE_ID, guestId: GUEST_ID },
    handler: unmarkPhoneQueueItem,
  },

  // The couple's wedding content (site/content) and photos.
  'GET /admin/content': { handler: getContent },
  'PUT /admin/content': { body: putContentBody, handler: putContent },
  'GET /admin/content/history': { handler: listContentHistory },
  'POST /admin/content/revert': {
    body: revertContentBody,
    badBody: 'Please name the saved change to bring back (historyId).',
    handler: revertContent,
  },
  'POST /admin/photos': { handler: uploadPhoto },
  'DELETE /admin/photos/{id}': {
    params: { id: 'The photo id in the address is not valid.' },
    handler: deletePhoto,
  },
  'GET /photos/{id}': {
    params: { id: 'The photo id in the address is not valid.' },
    handler: servePhoto,
  },

  // Work the platform starts by itself (under the emulator, the launcher's ticker).
  'POST /tasks/start-due-batches': { handler: startDueBatchesCall },
  'POST /tasks/last-weeks': {
    body: lastWeeksTaskBody,
    emptyBodyIsObject: true,
    handler: lastWeeksCall,
  },

  // The couple's last weeks (section 29): the invitation's mailing address, gifts, the final count.
  'GET /address': { handler: getAddress },
  'PUT /address': { body: addressBody, handler: putAddress },
  'GET /admin/gifts': { handler: listGifts },
  'POST /admin/gifts': { body: newGiftBody, handler: createGift },
  'PATCH /admin/gifts/{id}': {
    params: { id: 'The gift id in the address is not valid.' },
    body: giftChangesBody,
    handler: updateGift,
  },
  'DELETE /admin/gifts/{id}': {
    params: { id: 'The gift id in the address is not valid.' },
    handler: deleteGift,
  },
  'GET /admin/final-counts': { handler: getFinalCounts },

  // The wedding day: the door sign's table lookup (no sign-in), its key, and the helpers' check-in.
  'POST /day/find-table': {
    body: findTableBody,
    badBody: 'Please enter your first and last name, and scan the QR code on the sign (doorKey).',
    handler: findTableCall,
  },
  'POST /admin/day/door-key': { handler: issueDoorKey },
  'GET /door/guests': { handler: listDoorGuests },
  'POST /door/arrivals/{guestId}': {
    params: { guestId: GUEST_ID },
    body: arrivalBody,
    handler: markArrival,
  },

  // Twilio's webhooks: form-encoded, signed with the account's auth token.
  'POST /twilio/status': {
    hook: 'status',
    body: twilioStatusForm,
    handler: twilioStatus,
  },
  'POST /twilio/inbound': {
    hook: 'inbound',
    body: twilioInboundForm,
    handler: twilioInbound,
  },
} satisfies RouteTable;

/** The table as express mounts it, in its written order. */
export const routeTable = routeList(routes);
