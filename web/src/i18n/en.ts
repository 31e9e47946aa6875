import { wedding } from '@config';
import { LIMITS } from '@contract/options';
import { guestSeatLabel } from '@contract/seating';

const { couple, contact } = wedding;

/**
 * Every string a guest reads that is not the couple's content, in English: the original site's wording
 * kept verbatim, typos included. es.ts beside it translates each one.
 */
export const en = {
  somethingWentWrong: 'Something went wrong',
  pageTitle: `${couple.title} · Wedding`,
  loading: 'Loading',
  languageSwitch: { label: 'Español', lang: 'es', title: 'Ver esta página en español' },
  notFound: { title: 'Oops! Page not found', home: 'Return to Home' },
  signIn: {
    welcome: 'Welcome',
    phonePrompt: 'Please enter your phone number',
    countryPrefix: 'US +1',
    consent: 'By providing your phone number, you opt-in to receive text messages from us. Msg & data rates may apply.',
    privacy: 'Privacy policy',
    proceed: 'Proceed',
    checking: 'Checking...',
    codePrompt: 'Please enter the six digit code sent to your phone',
    digit: (index: number, count: number) => `Digit ${index} of ${count}`,
    submit: 'Submit',
    grantingAccess: 'Granting access...',
    goBack: 'Go back',
    useEmail: 'Sign in with email instead',
    unknownNumber: "Don't know which number we have?",
    usePhone: 'Use my phone number',
    emailPrompt: 'Please enter your email address',
    emailMe: 'Email me a code',
    emailMeWhy: 'Type your whole email address above (name@example.com) to get a code.',
    sentTo: (to: string) => `We sent a code to ${to}.`,
    namePrompt:
      'Enter your first and last name as on the invitation and we will send a code to the number or email we have for you.',
    firstName: 'First name',
    lastName: 'Last name',
    findMe: 'Send me a code',
    codePromptAnyChannel: 'Please enter the six digit code',
    resend: 'Send the code again',
    callMe: 'Call me with the code instead',
    loading: 'Loading...',
  },
  header: {
    navigation: 'Main',
    home: 'Home',
    story: 'Our Story',
    gift: 'Gift',
    faq: 'FAQ',
    viewGuests: 'View Guests',
    signOut: 'Sign out',
    menu: 'Menu',
  },
  hero: {
    countdown: 'Countdown to the wedding',
    passed: 'The wedding has taken place.',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    addToCalendar: 'Add to calendar',
    googleCalendar: 'Google Calendar',
    calendarTitle: `${couple.title}'s wedding`,
    calendarDetails: (siteUrl: string) => `RSVP, choose your meal and find your seat at ${siteUrl}`,
  },
  rsvp: {
    button: 'RSVP',
    title: 'RSVP & Select Meal',
    hint: 'Toggle the switch next to a name to RSVP and select a meal',
    mealFor: (name: string) => `Meal for ${name}`,
    mealReminder: (name: string) => `${name} must select a meal to proceed`,
    dietaryLabel: 'Dietary needs or allergies (optional)',
    dietaryCount: (count: number) => `${count}/${LIMITS.dietaryMax}`,
    dietaryTooLong: (count: number) =>
      `The note can be at most ${LIMITS.dietaryMax} characters; it has ${count}. Please shorten it.`,
    dietaryControl: 'The note cannot contain tabs, line breaks or other control characters. Please remove them.',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    close: 'Close',
    summaryTitle: 'Your RSVP',
    attending: 'Attending',
    notAttending: 'Not attending',
    noAnswer: 'No answer yet',
    mealNotChosen: 'meal not chosen yet',
    notAttendingWedding: 'Not attending the wedding',
    seat: (table: string, tpos: string) => guestSeatLabel(table, tpos, 'en'),
    changeUntil: (date: string) => `You can change your answers until ${date}.`,
    eventsTitle: 'Your other events',
    map: 'Map',
    mapOf: (name: string) => `Map of ${name}`,
    closed: (date: string) =>
      `RSVPs closed on ${date}. To change your answers, please contact ${couple.title} at ${contact.phone} or ${contact.email}.`,
    /** After the deadline the closed notice stands where the RSVP button was; this opens the answers to read. */
    seeAnswers: 'See your answers',
    cantCome: "Can't come",
    cantComeTitle: 'Nobody on your invitation can come?',
    cantComeBody: (names: string) =>
      `We will tell ${couple.title} that ${names} cannot come, to the wedding or any other event you are invited to. You can change this later.`,
    cantComeConfirm: "Yes, we can't come",
    cantComeBack: 'Back',
    cantComeSaving: 'Saving...',
    cantComeSaved: 'Thank you for letting us know.',
  },
  gift: {
    sectionTitle: 'Support Us',
    support: 'Support',
    thanks: 'We thank you for supporting us',
    howToSupport: 'How to support',
    card: 'Card',
    zelle: 'Zelle',
    cardText: 'Give securely by debit or credit card on our donation page.',
    phone: 'Phone:',
    email: 'Email:',
    qrCode: (email: string) => `Zelle QR code for ${email}`,
    close: 'Close',
    paymentThanks: 'Thank you for supporting us!!!',
    paymentCanceled: "Unforunately we didn't receive your support. Please try again. Thank you!",
  },
  faq: { sectionTitle: 'Frequently Asked Questions' },
  announcements: 'Announcements from the couple',
};

export type Messages = typeof en;
