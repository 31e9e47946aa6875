import { guestChangesBody, importBody, newGuestBody, settingsBody } from '@contract/admin';
import { sendMessageBody, updateGuestTableBody } from '@contract/guest-admin';
import { companionNames, newCompanionBody, updateGuestsBody } from '@contract/invitation';
import { updateLanguageBody } from '@contract/language';
import { inboxPatchBody, inboxReplyBody } from '@contract/inbox';
import { linkAuthBody, sendMessagesBody, twilioInboundForm, twilioStatusForm } from '@contract/messages';
import { findInvitationBody, verifyEmailBody } from '@contract/email';
import { guestAuthBody, verifyPhoneBody } from '@contract/sign-in';
import { exportGuests } from './api/admin/export-guests';
import { listInbox, patchInbox, replyToInbox } from './api/admin/inbox/inbox';
import { getSummary } from './api/admin/get-summary';
import { getHealth } from './api/admin/health';
import { getSettings } from './api/admin/get-settings';
import { createGuestCall } from './api/admin/guests/create-guest';
import { deleteGuestCall } from './api/admin/guests/delete-guest';
import { guestHistory } from './api/admin/guests/get-history';
import { listGuests } from './api/admin/guests/list-guests';
import { rotateLink } from './api/admin/guests/rotate-link';
import { unlockSignIn } from './api/admin/guests/unlock-sign-in';
import { updateGuestCall } from './api/admin/guests/update-guest';
import { importGuestsCall } from './api/admin/import-guests';
import { listDeletedGuests } from './api/admin/list-deleted-guests';
import { cancelMessageBatch } from './api/admin/messages/cancel-message-batch';
import { getMessageBatch } from './api/admin/messages/get-message-batch';
import { listMessageBatches } from './api/admin/messages/list-message-batches';
import { sendMessages } from './api/admin/messages/send-messages';
import { putSettings } from './api/admin/update-settings';
import { addCompanion, removeCompanion, renameCompanion } from './api/companions';
import { getAllGuestData } from './api/get-all-guest-data';
import { getAllGuestsTableData } from './api/get-all-guests-table-data';
import { getInvitation } from './api/get-invitation';
import { sendMessageToGuest } from './api/send-message-to-guest';
import { guestAuth } from './api/sign-in-with-code';
import { linkAuth } from './api/sign-in-with-link';
import { twilioStatus } from './api/twilio/record-status';
import { twilioInbound } from './api/twilio/receive-text';
import { updateGuestTable } from './api/update-guest-table';
import { updateGuests } from './api/update-guests';
import { updateLanguage } from './api/update-language';
import { unsubscribe, unsubscribePage } from './api/email/unsubscribe';
import { findInvitation } from './api/find-invitation';
import { verifyEmail } from './api/verify-email';
import { verifyPhone } from './api/verify-phone';
import { startDueBatchesCall } from './api/tasks/start-due-batches';
import { markPhoneQueueItemBody, phoneQueueBody } from '@contract/phone-queue';
import { createPhoneQueue } from './api/admin/phone-queue/create-phone-queue';
import { getPhoneQueue } from './api/admin/phone-queue/get-phone-queue';
import { listPhoneQueues } from './api/admin/phone-queue/list-phone-queues';
import { markPhoneQueueItem, unmarkPhoneQueueItem } from './api/admin/phone-queue/mark-phone-queue-item';
import { route } from './calls';
import { addressBody, giftChangesBody, lastWeeksTaskBody, newGiftBody } from '@contract/last-weeks';
import { getAddress, putAddress } from './api/last-weeks/address';
import { createGift, deleteGift, listGifts, updateGift } from './api/admin/last-weeks/gifts';
import { getFinalCounts } from './api/admin/last-weeks/final-counts';
import { lastWeeksCall } from './api/tasks/last-weeks';
import { putContentBody, revertContentBody } from '@contract/site-content-schema';
import { getContent, listContentHistory, putContent, revertContent } from './api/admin/content';
import { deletePhoto, servePhoto, uploadPhoto } from './api/admin/photos';

const COMPANION_ID = "The companion id in the address is not valid: use the id the site gave you (no '/').";
const GUEST_ID = 'The guest id in the address is not valid.';
const PHONE_QUEUE_ID = 'The phone queue id in the address is not valid: open the queue from the list of queues.';
const userIdParam = "The user id in the address is not valid: use the id the site gave you (no '/').";

/**
 * Every route of the API: who may call it and what its body must be. The layer in calls.ts checks both
 * before the handler runs, so a handler receives `{caller, body, params}` and does only its own work.
 */
export const routeTable = [
  // Sign-in.
  route({
    method: 'post',
    path: '/verify-phone',
    caller: 'public',
    body: verifyPhoneBody,
    badBody: 'Please enter a valid US phone number.',
    handler: verifyPhone,
  }),
  route({
    method: 'post',
    path: '/verify-email',
    caller: 'public',
    body: verifyEmailBody,
    badBody: 'Please enter a valid email address, like name@example.com.',
    handler: verifyEmail,
  }),
  route({
    method: 'post',
    path: '/find-invitation',
    caller: 'public',
    body: findInvitationBody,
    badBody: 'Please enter your first and last name as they appear on your invitation.',
    handler: findInvitation,
  }),
  route({ method: 'post', path: '/guest-auth', caller: 'public', body: guestAuthBody, handler: guestAuth }),
  // Every email's unsubscribe link: a page with one button, and the one-click POST (a form, read by nobody).
  route({ method: 'get', path: '/email/unsubscribe', caller: 'public', handler: unsubscribePage }),
  route({ method: 'post', path: '/email/unsubscribe', caller: 'public', handler: unsubscribe }),
  route({ method: 'post', path: '/link-auth', caller: 'public', body: linkAuthBody, handler: linkAuth }),

  // The guest's own invitation.
  route({
    method: 'get',
    path: '/get-invitation/:invtId',
    caller: 'guest',
    params: { invtId: "The invitation id in the address is not valid: use the id the site gave you (no '/')." },
    handler: getInvitation,
  }),
  route({ method: 'post', path: '/update-guests', caller: 'guest', body: updateGuestsBody, handler: updateGuests }),
  route({ method: 'post', path: '/companions', caller: 'guest', body: newCompanionBody, handler: addCompanion }),
  route({
    method: 'patch',
    path: '/companions/:id',
    caller: 'guest',
    params: { id: COMPANION_ID },
    body: companionNames,
    handler: renameCompanion,
  }),
  route({
    method: 'delete',
    path: '/companions/:id',
    caller: 'guest',
    params: { id: COMPANION_ID },
    handler: removeCompanion,
  }),
  route({
    method: 'post',
    path: '/update-language',
    caller: 'guest',
    body: updateLanguageBody,
    handler: updateLanguage,
  }),

  // The original admin calls, which name their caller in the path (userId) or the body (luid).
  route({
    method: 'get',
    path: '/get-all-guest-data/:userId',
    caller: 'admin',
    params: { userId: userIdParam },
    claims: { in: 'params', param: 'userId' },
    handler: getAllGuestData,
  }),
  route({
    method: 'post',
    path: '/update-guest-table',
    caller: 'admin',
    claims: { in: 'body', field: 'luid' },
    body: updateGuestTableBody,
    handler: updateGuestTable,
  }),
  route({
    method: 'post',
    path: '/send-message-to-guest',
    caller: 'admin',
    claims: { in: 'body', field: 'luid' },
    body: sendMessageBody,
    handler: sendMessageToGuest,
  }),
  route({
    method: 'get',
    path: '/get-all-guests-table-data/:userId',
    caller: 'admin',
    params: { userId: userIdParam },
    claims: { in: 'params', param: 'userId' },
    handler: getAllGuestsTableData,
  }),

  // The couple's console: the ID token alone names the admin.
  route({ method: 'get', path: '/admin/guests', caller: 'admin', handler: listGuests }),
  route({ method: 'post', path: '/admin/guests', caller: 'admin', body: newGuestBody, handler: createGuestCall }),
  route({
    method: 'patch',
    path: '/admin/guests/:id',
    caller: 'admin',
    params: { id: GUEST_ID },
    body: guestChangesBody,
    emptyBodyIsObject: true,
    handler: updateGuestCall,
  }),
  route({
    method: 'delete',
    path: '/admin/guests/:id',
    caller: 'admin',
    params: { id: GUEST_ID },
    handler: deleteGuestCall,
  }),
  route({
    method: 'get',
    path: '/admin/guests/:id/history',
    caller: 'admin',
    params: { id: GUEST_ID },
    handler: guestHistory,
  }),
  route({
    method: 'post',
    path: '/admin/guests/:id/unlock-sign-in',
    caller: 'admin',
    params: { id: "The guest id in the address is not valid: use the id the site gave you (no '/')." },
    handler: unlockSignIn,
  }),
  route({
    method: 'post',
    path: '/admin/guests/:id/rotate-link',
    caller: 'admin',
    params: { id: 'The guest id is not valid.' },
    handler: rotateLink,
  }),
  route({ method: 'get', path: '/admin/deleted-guests', caller: 'admin', handler: listDeletedGuests }),
  route({ method: 'post', path: '/admin/import', caller: 'admin', body: importBody, handler: importGuestsCall }),
  route({ method: 'get', path: '/admin/export', caller: 'admin', handler: exportGuests }),
  route({ method: 'get', path: '/admin/summary', caller: 'admin', handler: getSummary }),
  route({ method: 'get', path: '/admin/health', caller: 'admin', handler: getHealth }),
  route({ method: 'get', path: '/admin/settings', caller: 'admin', handler: getSettings }),
  route({ method: 'put', path: '/admin/settings', caller: 'admin', body: settingsBody, handler: putSettings }),
  route({ method: 'post', path: '/admin/messages', caller: 'admin', body: sendMessagesBody, handler: sendMessages }),
  route({ method: 'get', path: '/admin/messages', caller: 'admin', handler: listMessageBatches }),
  route({
    method: 'get',
    path: '/admin/messages/:batchId',
    caller: 'admin',
    params: { batchId: 'The batch id is not valid.' },
    handler: getMessageBatch,
  }),
  route({
    method: 'delete',
    path: '/admin/messages/:batchId',
    caller: 'admin',
    params: { batchId: 'The batch id is not valid.' },
    handler: cancelMessageBatch,
  }),

  // The couple's inbox: texts guests sent that the site could not answer by itself.
  route({ method: 'get', path: '/admin/inbox', caller: 'admin', handler: listInbox }),
  route({
    method: 'patch',
    path: '/admin/inbox/:id',
    caller: 'admin',
    params: { id: 'The message id is not valid.' },
    body: inboxPatchBody,
    handler: patchInbox,
  }),
  route({
    method: 'post',
    path: '/admin/inbox/:id/reply',
    caller: 'admin',
    params: { id: 'The message id is not valid.' },
    body: inboxReplyBody,
    handler: replyToInbox,
  }),

  // Texts from the couple's own phone: a queue of the site's texts, each sent by hand and marked sent.
  route({
    method: 'post',
    path: '/admin/phone-queue',
    caller: 'admin',
    body: phoneQueueBody,
    handler: createPhoneQueue,
  }),
  route({ method: 'get', path: '/admin/phone-queue', caller: 'admin', handler: listPhoneQueues }),
  route({
    method: 'get',
    path: '/admin/phone-queue/:queueId',
    caller: 'admin',
    params: { queueId: PHONE_QUEUE_ID },
    handler: getPhoneQueue,
  }),
  route({
    method: 'post',
    path: '/admin/phone-queue/:queueId/items/:guestId',
    caller: 'admin',
    params: { queueId: PHONE_QUEUE_ID, guestId: GUEST_ID },
    body: markPhoneQueueItemBody,
    handler: markPhoneQueueItem,
  }),
  route({
    method: 'delete',
    path: '/admin/phone-queue/:queueId/items/:guestId',
    caller: 'admin',
    params: { queueId: PHONE_QUEUE_ID, guestId: GUEST_ID },
    handler: unmarkPhoneQueueItem,
  }),

  // The couple's wedding content (site/content) and photos (DESIGN.md section 25).
  route({ method: 'get', path: '/admin/content', caller: 'admin', handler: getContent }),
  route({ method: 'put', path: '/admin/content', caller: 'admin', body: putContentBody, handler: putContent }),
  route({ method: 'get', path: '/admin/content/history', caller: 'admin', handler: listContentHistory }),
  route({
    method: 'post',
    path: '/admin/content/revert',
    caller: 'admin',
    body: revertContentBody,
    badBody: 'Please name the saved change to bring back (historyId).',
    handler: revertContent,
  }),
  route({ method: 'post', path: '/admin/photos', caller: 'admin', handler: uploadPhoto }),
  route({
    method: 'delete',
    path: '/admin/photos/:id',
    caller: 'admin',
    params: { id: 'The photo id in the address is not valid.' },
    handler: deletePhoto,
  }),
  route({
    method: 'get',
    path: '/photos/:id',
    caller: 'public',
    params: { id: 'The photo id in the address is not valid.' },
    handler: servePhoto,
  }),

  // Work the platform starts by itself (under the emulator, the launcher's ticker).
  route({ method: 'post', path: '/tasks/start-due-batches', caller: 'task', handler: startDueBatchesCall }),
  route({
    method: 'post',
    path: '/tasks/last-weeks',
    caller: 'task',
    body: lastWeeksTaskBody,
    emptyBodyIsObject: true,
    handler: lastWeeksCall,
  }),

  // The couple's last weeks (section 29): the invitation's mailing address, gifts, the final count.
  route({ method: 'get', path: '/address', caller: 'guest', handler: getAddress }),
  route({ method: 'put', path: '/address', caller: 'guest', body: addressBody, handler: putAddress }),
  route({ method: 'get', path: '/admin/gifts', caller: 'admin', handler: listGifts }),
  route({ method: 'post', path: '/admin/gifts', caller: 'admin', body: newGiftBody, handler: createGift }),
  route({
    method: 'patch',
    path: '/admin/gifts/:id',
    caller: 'admin',
    params: { id: 'The gift id in the address is not valid.' },
    body: giftChangesBody,
    handler: updateGift,
  }),
  route({
    method: 'delete',
    path: '/admin/gifts/:id',
    caller: 'admin',
    params: { id: 'The gift id in the address is not valid.' },
    handler: deleteGift,
  }),
  route({ method: 'get', path: '/admin/final-counts', caller: 'admin', handler: getFinalCounts }),

  // Twilio's webhooks: form-encoded, signed with the account's auth token.
  route({
    method: 'post',
    path: '/twilio/status',
    caller: 'twilio',
    hook: 'status',
    body: twilioStatusForm,
    handler: twilioStatus,
  }),
  route({
    method: 'post',
    path: '/twilio/inbound',
    caller: 'twilio',
    hook: 'inbound',
    body: twilioInboundForm,
    handler: twilioInbound,
  }),
];
