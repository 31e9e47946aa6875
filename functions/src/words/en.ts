import { sms, wedding } from '@config';
import { eventById, mealsFor, type AgeGroup, type Catalog } from '@contract/events';
import { guestOf } from '@contract/people';
import { formatDeadline } from '@contract/wedding-dates';
import { waitInWords } from './wait';

// The words guests read from the server, in English: the answers of the guest's calls (sign-in, RSVP,
// companions, address), the texts and replies, the sign-in call, the emails and the unsubscribe page. The
// original English, word for word. es.ts has the same keys (its type is this module's `Words`).

const couple = wedding.couple.title;
const { phone, email } = wedding.contact;

const retryIn = (ms: number) =>
  waitInWords(ms, { second: 'second', seconds: 'seconds', minutes: 'minutes', hours: 'hours' });

export const en = {
  /** What the sign-in calls answer (the page's `lang`, English without one). */
  signIn: {
    invalidPhone: 'Please enter a valid US phone number.',
    invalidEmail: 'Please enter a valid email address, like name@example.com.',
    nameMissing: 'Please enter your first and last name as they appear on your invitation.',
    tooManyFromDevice: (ms: number) => `Too many attempts from this device. Please try again in ${retryIn(ms)}.`,
    phoneNotFound: `We couldn't find this phone number on the guest list. Please contact ${couple}.`,
    emailNotFound: `We couldn't find this email address on the guest list. Please contact ${couple}.`,
    nameNotFound: `We couldn't find one invitation under this name. Please contact ${couple} at ${phone} or ${email}.`,
    inactive: `This invitation is no longer active. Please contact ${couple}.`,
    siteBusy: (ms: number) => `We are sending too many sign-in codes right now. Please try again in ${retryIn(ms)}.`,
    cooldown: (ms: number) => `A code was just sent. Please wait ${retryIn(ms)} before asking for a new one.`,
    tooManyCodes: (ms: number) => `Too many codes were sent to this phone. Please try again in ${retryIn(ms)}.`,
    locked: (ms: number) =>
      `Too many wrong codes were entered, so sign-in is locked. It reopens in ${retryIn(ms)}, or ${couple} can unlock it.`,
    sentText: 'We sent a six digit code to your phone.',
    sentEmail: (to: string) => `We emailed a six digit code to ${to}.`,
    sentCall: (to: string) => `We are calling ${to} to read you a six digit code.`,
    notSent: 'We could not send the code. Please try again.',
    noCalls: 'Phone calls are not set up yet. Please ask for a text instead.',
    callFailed: 'We could not call this number. Please try again.',
    landline: 'This phone number cannot receive text messages (it may be a landline). We can call it instead.',
    checkFailed: 'We could not check the code just now. Please try again.',
    askedElsewhere:
      'This code was asked for on another device or connection, so it cannot be checked here. Please go back and request a new one on this device.',
    noLongerValid: 'This code is no longer valid. Please go back and request a new one.',
    expired: 'This code has expired. Please go back and request a new one.',
    tooManyWrong: 'Too many wrong codes. Please go back and request a new one.',
    tooManyWrongFromDevice: (ms: number) =>
      `Too many wrong codes from this device. Please try again in ${retryIn(ms)}.`,
    wrongCode: (left: number) => `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.`,
    heldForCouple: `Too many wrong codes were entered, so sign-in with a code is paused until ${couple} unlock it. Please contact them at ${phone} or ${email}.`,
    /** '8:00 AM': the hour sign-in calls ring again. */
    hour: (h: number, am: boolean) => `${h}:00 ${am ? 'AM' : 'PM'}`,
    callsQuiet: (at: string) =>
      `We do not make sign-in calls between 9 PM and 8 AM (the wedding's time). You can ask for a call again at ${at}, or ask for the code by text or email now.`,
    tooManyCalls: (ms: number) =>
      `We have called this guest 10 times today, the most we do. Please ask for the code by text or email, or ask for a call again in ${retryIn(ms)}.`,
    findSent: `If we found your invitation, a code is on its way to the phone or email we have for you. Nothing after a minute? Please contact ${couple} at ${phone} or ${email}.`,
    findCall: `If we found your invitation and it has a phone number, we are calling it to read you the code. Nothing after a minute? Please contact ${couple} at ${phone} or ${email}.`,
    welcome: 'Welcome!',
    linkInvalid: 'This link is no longer valid. Please sign in with your phone number below.',
    linkExpired: 'This link has expired. Please sign in with your phone number below.',
  },
  /** What the guest's own calls (saving an RSVP, companions, the invitation) answer, and their refusals. */
  rsvp: {
    saved: 'Thank you! Your RSVP has been saved.',
    notYours: 'You can only RSVP for the guests on your invitation.',
    notYourCompanions: 'You can only change the companions on your own invitation.',
    closed: (ms: number) =>
      `RSVPs closed on ${formatDeadline(ms, 'en')}. To change your answers, please contact ${couple} at ${phone} or ${email}.`,
    oncePerGuest: 'Each guest can appear only once.',
    someone: 'This guest',
    aCompanion: 'The companion',
    infantMeal: (name: string) => `${name} is an infant and needs no meal (plate): send ''.`,
    mealForAge: (name: string, age: AgeGroup, catalog: Catalog) =>
      `The meal (plate) for ${name} must be one for their age group: ${mealsFor(age, catalog)
        .map((meal) => `${meal.name} (${meal.id})`)
        .join(', ')}.`,
    notInvitedToEvent: (name: string, id: string, catalog: Catalog) =>
      `${name} is not invited to the ${eventById(catalog, id)?.name ?? id} (event '${id}').`,
    notInvitedToQuestion: (name: string, id: string) => `${name} is not invited to the event of the question '${id}'.`,
    companionOfCompanion: 'A companion cannot bring companions of their own (hostId).',
    companionLimit: (host: string, plusOnes: number) =>
      `${host} can bring at most ${plusOnes === 1 ? '1 guest' : `${plusOnes} guests`} (plusOnes: ${plusOnes}).`,
    /** How an unnamed companion is named: "Guest of Grace Harper". */
    guestOf,
    companionAdded: (name: string) => `${name} is on your invitation.`,
    companionRenamed: 'Saved.',
    companionRemoved: (name: string) => `${name} was removed from your invitation.`,
  },
  /** The answers of the guest's own settings calls. */
  saved: { address: 'Thank you! Your address was saved.', language: 'Language saved.' },
  /**
   * The texts the site sends (their wording is the couple's, in wedding.config.ts), the invitation to reply
   * and the opt-out line that a couple's own wording (site/content) gets when it lacks them.
   */
  texts: {
    ...sms.en,
    invitesReply: 'Or reply 1 if all of you will come, 2 if none of you can.',
    stop: 'Reply STOP to opt out.',
    household: (names: string) => `Still to answer on your invitation: ${names}.`,
    /** The word that joins the last two names ('Walter and Lily Harper'). */
    and: 'and',
  },
  /**
   * The site's answers to a guest's text message. `names` are the people still without a meal, already joined
   * ('Margaret and Walter'); `closedOn` is the RSVP deadline in words.
   */
  replies: {
    attending: `Thank you! Everyone on your invitation is down as coming to ${couple}'s wedding.`,
    chooseMeals: (names: string, link: string) =>
      `Thank you! Everyone on your invitation is down as coming to ${couple}'s wedding. Please choose a meal for ${names} here: ${link}`,
    declined: `Thank you for letting us know. Everyone on your invitation is down as not coming; ${couple} will miss you.`,
    closed: (closedOn: string) =>
      `RSVPs closed on ${closedOn}, so nothing was changed. To change your answer, please contact ${couple} at ${phone} or ${email}.`,
    help: `${couple}'s wedding: for help, contact ${phone} or ${email}. Reply 1 if all of you will come, 2 if none of you can. Reply STOP to opt out.`,
    received: `Thank you! ${couple} will read your message.`,
    /** Added for the people who kept the answer they gave on the web or with the couple (`list`: their names). */
    kept: (list: string, one: boolean) =>
      ` ${list} already answered on the website or with the couple, so ${one ? 'that answer stays' : 'those answers stay'} as ${one ? 'it was' : 'they were'}.`,
  },
  /** The wedding day: the door sign's table lookup, the helpers' check-in, and the TABLE and WHERE texts. */
  day: {
    found: 'Here is your table. Enjoy the celebration!',
    askHost: 'We could not find your table by that name. Please ask a host: they will help you.',
    wrongDay: 'The sign works on the wedding day. Please come back then, or ask a host.',
    wrongKey: 'This sign no longer works. Please scan the QR code on the sign at the door, or ask a host.',
    tooMany: (ms: number) => `Too many lookups from this device. Please try again in ${retryIn(ms)}, or ask a host.`,
    notHelper: 'Only the helpers at the door and the couple can check guests in.',
    arrived: (name: string) => `${name} is checked in.`,
    notArrived: (name: string) => `${name} is no longer checked in.`,
    unknownGuest: 'There is no guest with this id. Please reload the list.',
    /** The answer to TABLE: each person on the invitation with their seat ('Margaret: Table 7, seat 1'). */
    seats: (lines: string) => `Your seats: ${lines}. See you soon!`,
    noSeats: `Your seats are not set yet. Please ask a host when you arrive.`,
    /** The answer to WHERE: the venue, its address and a map link. */
    where: (venue: string, address: string, map: string) => `${venue}, ${address}. Map: ${map}`,
  },
  /** 'Margaret, Walter and Ann'. */
  and: 'and',
  /** The sign-in call, read by Twilio's voice in `voice`. */
  call: {
    voice: 'en-US',
    intro: `Hello. Your sign-in code for ${couple}'s wedding is:`,
    again: 'Once more, your code is:',
    bye: 'Goodbye.',
  },
  /** What an email adds to the words of the text of its kind. */
  email: {
    subject: {
      otp: `Your sign-in code for ${couple}'s wedding`,
      original: `You're invited: ${couple}'s wedding`,
      reminder: `Reminder: RSVP for ${couple}'s wedding`,
      seat: `Your seat at ${couple}'s wedding`,
      custom: `A message from ${couple}`,
    },
    hi: (first: string) => `Hi ${first},`,
    ignore: 'If you did not ask for this code, you can ignore this email.',
    open: 'Open your invitation',
    linkLine: 'Your personal link to the invitation and RSVP:',
    unsubscribe: 'Unsubscribe from these emails',
    why: `You get this email because you are on the guest list of ${couple}'s wedding.`,
  },
  /** The page an email's unsubscribe link opens. */
  unsubscribe: {
    ask: 'Unsubscribe from emails',
    askText: (to: string) => `Stop emails from ${couple}'s wedding site to ${to}?`,
    button: 'Unsubscribe',
    done: 'You are unsubscribed',
    doneText: (to: string) =>
      `We will not email ${to} again about ${couple}'s wedding. Sign-in codes you ask for still arrive.`,
    unknown: 'This unsubscribe link is not valid. Please use the link in your most recent email.',
  },
};

/** Every word a guest reads from the server; each language's module has this type. */
export type Words = typeof en;
