/**
 * Everything that belongs to one couple: names, date, venue, story, FAQ, gift details, colours and the
 * wording of the text messages, in English and (in `spanish` below) Spanish. The web app and the
 * functions both read this file; a couple edits this file and nothing else. Each fact is written once:
 * dates are ISO wall-clock times in the event's time zone, formatted per language where they are shown
 * (contract/wedding-dates.ts), and names are derived from `couple`.
 */
import { withDemoDates } from './demo-dates.ts';

/** Set by `npm start` for its builds (emulators/launcher/demo-days.mjs), and replaced by the bundlers; unset otherwise. */
declare const process: { env: { WEDDING_DEMO_DAYS?: string } };

const couple = { first: 'Grace', second: 'Daniel' };
const contact = { phone: '(305) 555-0100', email: 'grace.daniel@example.com' };
const venueAddress = '1200 Biscayne Blvd, Miami, FL 33132';
/** Placeholders the site fills in per language: the RSVP date of `rsvpBy` below. */
const RSVP_BY = '{rsvpBy}';

const asWritten = {
  couple: { ...couple, title: `${couple.first} & ${couple.second}` },
  logoText: `${couple.first[0]} & ${couple.second[0]}`,
  siteUrl: 'https://demo-wedding.web.app',
  /** How guests reach the couple, for instance once RSVPs have closed. */
  contact,
  /** The couple's colours; the web's theme module derives every other shade from them. */
  colors: { primary: '#6d3f52', accent: '#7d6230', background: '#fbf8f5' },
  event: {
    /** The time on the invitation, in the event's time zone; the calendar entry starts here. */
    startsAt: '2025-11-09T15:00',
    /** The countdown runs to the ceremony, later the same day (the original site counted down to 4 PM). */
    ceremonyAt: '16:00',
    /** When the calendar entry ends, the same day. */
    endsAt: '23:00',
    timeZone: 'America/New_York',
    venueName: 'Coral Gardens Estate',
    venueAddress,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueAddress)}`,
  },
  /** The date the FAQ asks guests to RSVP by (ISO). The hard deadline is the console's `rsvpClosesAt` setting. */
  rsvpBy: '2025-09-01',
  /**
   * The further events beside the wedding itself (which is the event 'wedding'), each for the guests the
   * couple invites to it. Times are wall-clock times in `event.timeZone`.
   */
  events: [
    {
      id: 'welcome',
      name: 'Welcome dinner',
      startsAt: '2025-11-08T19:00',
      endsAt: '2025-11-08T22:00',
      venueName: 'The Palm Terrace',
      venueAddress: '400 Brickell Ave, Miami, FL 33131',
    },
    {
      id: 'brunch',
      name: 'Farewell brunch',
      startsAt: '2025-11-10T10:00',
      endsAt: '2025-11-10T12:30',
      venueName: 'Bayfront Café',
      venueAddress: '301 Biscayne Blvd, Miami, FL 33132',
    },
  ],
  /** `ages`: who may choose the meal ('adult' and/or 'child'); without it, adults only. Infants need no meal. */
  meals: [
    { id: 'plate1', name: 'Chicken rollatini', sides: 'Oven roasted potatoes, veggies' },
    { id: 'plate2', name: 'Soy glazed salmon', sides: 'Potatoes au gratin, veggies' },
    { id: 'plate3', name: "Children's pasta", sides: 'Butter pasta, fruit cup', ages: ['child'] },
  ],
  /**
   * The couple's own questions, asked of each person attending the question's event ('wedding' unless
   * `event` names another). kind: 'yesno' (two radio buttons), 'choice' (with `options`), 'text' (at
   * most 200 characters) or 'number' (0 to `max`, 20 unless set). Answers never block an RSVP.
   */
  questions: [
    { id: 'shuttle', label: 'Will you take the hotel shuttle?', kind: 'yesno' },
    { id: 'song', label: 'A song that will get you on the dance floor', kind: 'text' },
  ],
  /** Seating: table names as stored, and how many seats a full table has (positions 0 to 10). */
  tables: ['sweet heart', ...Array.from({ length: 12 }, (_, i) => `table ${i + 1}`)],
  seatsPerTable: 10,
  positions: Array.from({ length: 11 }, (_, i) => String(i)),
  /**
   * How a table is shown where its stored name is not the label, per language: 'sweet heart' reads
   * 'Sweet heart'. Other tables read as stored ('table 7'), in Spanish 'Mesa 7' (contract/seating.ts).
   */
  tableLabels: { 'sweet heart': { en: 'Sweet heart', es: 'Mesa de los novios' } } as Record<
    string,
    Record<'en' | 'es', string>
  >,
  tagline: 'Stay informed • RSVP • Select your meal • Support us',
  story: {
    title: 'A Little Something About Us',
    paragraphs: [
      'We met at church, one Sunday morning when Daniel was late for the choir and took the only free seat, right next to Grace. He sang off key; she laughed; he asked her to lunch.',
      'That lunch turned into eleven years together: through school, new jobs, two moves and one very stubborn dog. Eleven years of growing in faith and in love, side by side.',
      'Now we are ready to make it forever, and we would love for you to be there when we do.',
    ],
  },
  faq: [
    {
      id: 'rsvp-deadline',
      title: 'When do I need to RSVP by?',
      content: `<p>Please confirm your RSVP by <strong>${RSVP_BY}</strong> so we can finalise numbers with our venue.</p>`,
    },
    {
      id: 'meal',
      title: 'Do I need to choose my meal?',
      content:
        '<p>Yes. Please select your meal when you RSVP: it helps our caterer prepare the right plates for everyone.</p>',
    },
    {
      id: 'no-rsvp',
      title: 'What happens if I do not RSVP?',
      content: '<p>Without an RSVP we cannot save you a seat, so the invitation will not be honoured on the day.</p>',
    },
    {
      id: 'cannot-attend',
      title: 'I RSVP’d but can no longer attend. What should I do?',
      content:
        '<p>We will miss you! Sign in and switch off the toggle next to your name on the wedding page to remove your RSVP.</p>',
    },
    {
      id: 'plus-one',
      title: 'Can I bring a guest?',
      content:
        '<p>We can only accommodate the guests named on the formal invitation. Please do not bring extra guests.</p>',
    },
    {
      id: 'children',
      title: 'Are children welcome?',
      content:
        '<p>We love your little ones, but we kindly ask that children who are not in the wedding party do not attend.</p>',
    },
    {
      id: 'indoors-outdoors',
      title: 'Is the wedding indoors or outdoors?',
      content:
        '<p>The ceremony is <strong>outdoors</strong>, followed by an <strong>indoor</strong> reception. Dress for the garden!</p>',
    },
    {
      id: 'gifts',
      title: 'Where can we send a gift?',
      content:
        '<p>Your presence is the greatest gift. If you wish to give, we accept debit/credit card, bank account and Zelle. See the <a href="#gift">Support Us</a> section.</p>',
    },
  ],
  gift: {
    thankYou: 'Thank you for your love, your prayers and for celebrating this day with us.',
    howToGive:
      'If you would like to bless us with a gift, contributions can be made by debit or credit card or through Zelle. Gift cards are also accepted on the wedding day.',
    onTheDay: 'You are also welcome to support us in person on the day of the wedding.',
    donationUrl: 'https://donate.example.com/grace-and-daniel',
    zellePhone: contact.phone,
    zelleEmail: contact.email,
    /** What the Zelle QR code encodes. */
    zelleQrPayload: `https://enroll.zellepay.com/qr-codes?data=${contact.email}`,
    verse: 'We love because he first loved us.',
    verseRef: '1 John 4:19',
  },
} as const;

/**
 * The wedding as written above. Only `npm start`, on a config whose wedding has already passed (this demo's),
 * moves its dates by whole weeks to follow today (demo-dates.ts); every other build, a deploy
 * included, keeps them exactly as written.
 */
export const wedding = process.env.WEDDING_DEMO_DAYS
  ? withDemoDates(asWritten, process.env.WEDDING_DEMO_DAYS)
  : asWritten;

/** The couple's content that guests read, in Spanish (the site's language switch). Same ids as above. */
export const spanish = {
  tagline: 'Manténgase informado • Confirme su asistencia • Elija su plato • Apóyenos',
  story: {
    title: 'Un poco sobre nosotros',
    paragraphs: [
      'Nos conocimos en la iglesia, un domingo por la mañana en que Daniel llegó tarde al coro y ocupó el único asiento libre, justo al lado de Grace. Él cantó desafinado; ella se rio; él la invitó a almorzar.',
      'Ese almuerzo se convirtió en once años juntos: estudios, nuevos trabajos, dos mudanzas y un perro muy testarudo. Once años creciendo en la fe y en el amor, uno al lado del otro.',
      'Ahora estamos listos para que sea para siempre, y nos encantaría que estuvieran allí cuando lo hagamos.',
    ],
  },
  faq: [
    {
      id: 'rsvp-deadline',
      title: '¿Hasta cuándo tengo para confirmar mi asistencia?',
      content: `<p>Por favor, confirme su asistencia antes del <strong>${RSVP_BY}</strong> para que podamos dar el número final al lugar de la celebración.</p>`,
    },
    {
      id: 'meal',
      title: '¿Tengo que elegir mi plato?',
      content:
        '<p>Sí. Por favor, elija su plato al confirmar su asistencia: así nuestro servicio de comida podrá preparar los platos adecuados para todos.</p>',
    },
    {
      id: 'no-rsvp',
      title: '¿Qué pasa si no confirmo mi asistencia?',
      content: '<p>Sin confirmación no podemos reservarle un lugar, así que la invitación no será válida ese día.</p>',
    },
    {
      id: 'cannot-attend',
      title: 'Confirmé mi asistencia, pero ya no puedo ir. ¿Qué hago?',
      content:
        '<p>¡Le extrañaremos! Inicie sesión y desactive el interruptor junto a su nombre en la página de la boda para retirar su confirmación.</p>',
    },
    {
      id: 'plus-one',
      title: '¿Puedo llevar a un acompañante?',
      content:
        '<p>Solo podemos recibir a los invitados nombrados en la invitación formal. Por favor, no traiga invitados adicionales.</p>',
    },
    {
      id: 'children',
      title: '¿Pueden ir los niños?',
      content:
        '<p>Queremos mucho a sus pequeños, pero les pedimos con cariño que los niños que no forman parte del cortejo nupcial no asistan.</p>',
    },
    {
      id: 'indoors-outdoors',
      title: '¿La boda es al aire libre o bajo techo?',
      content:
        '<p>La ceremonia es <strong>al aire libre</strong>, seguida de una recepción <strong>bajo techo</strong>. ¡Vístase para el jardín!</p>',
    },
    {
      id: 'gifts',
      title: '¿Dónde podemos enviar un regalo?',
      content:
        '<p>Su presencia es el mejor regalo. Si desea hacernos un obsequio, aceptamos tarjeta de débito o crédito, cuenta bancaria y Zelle. Vea la sección <a href="#gift">Apóyenos</a>.</p>',
    },
  ],
  gift: {
    thankYou: 'Gracias por su cariño, por sus oraciones y por celebrar este día con nosotros.',
    howToGive:
      'Si desea bendecirnos con un regalo, puede contribuir con tarjeta de débito o crédito o por Zelle. También aceptamos tarjetas de regalo el día de la boda.',
    onTheDay: 'También puede apoyarnos en persona el día de la boda.',
    verse: 'Nosotros amamos porque él nos amó primero.',
    verseRef: '1 Juan 4:19',
  },
  meals: {
    plate1: { name: 'Rollatini de pollo', sides: 'Papas asadas al horno, vegetales' },
    plate2: { name: 'Salmón glaseado con soya', sides: 'Papas gratinadas, vegetales' },
    plate3: { name: 'Pasta para niños', sides: 'Pasta con mantequilla, fruta' },
  },
  events: {
    welcome: { name: 'Cena de bienvenida' },
    brunch: { name: 'Brunch de despedida' },
  },
  questions: {
    shuttle: { label: '¿Tomará el autobús del hotel?' },
    song: { label: 'Una canción que le haga bailar' },
  },
} satisfies Translation;

type English = typeof wedding;
/** What `spanish` must translate: the same story, FAQ, gift texts and meals as the English above. */
type Translation = {
  tagline: string;
  story: { title: string; paragraphs: readonly string[] };
  faq: readonly { id: English['faq'][number]['id']; title: string; content: string }[];
  gift: Record<'thankYou' | 'howToGive' | 'onTheDay' | 'verse' | 'verseRef', string>;
  meals: Record<English['meals'][number]['id'], { name: string; sides: string }>;
  events: Record<English['events'][number]['id'], { name: string }>;
  questions: Record<English['questions'][number]['id'], { label: string; options?: readonly string[] }>;
};

/**
 * Text messages, in each guest's language. Names, date and venue come from `wedding` above. (Their own
 * export, so the guest pages, which never send a text, do not download them.)
 * Original, reminder and seat texts carry the guest's personal link and end with the opt-out line
 * US carriers expect. Characters outside the GSM-7 alphabet (such as á, í, ó, ú) make a text cost
 * more segments: the console's dry run counts them.
 */
export const sms = {
  en: {
    otp: (code: string, minutes: number): string =>
      `${code} is your sign-in code for ${wedding.couple.title}'s wedding. It expires in ${minutes} minutes.`,
    original: ({ first, link, reply }: TextParts): string =>
      `Hi ${first}! ${wedding.couple.title} joyfully invite you to their wedding on ${eventDay('en-US')} at ${wedding.event.venueName}. RSVP and choose your meal here: ${link} ${reply ? 'Or reply 1 if all of you will come, 2 if none of you can. ' : ''}Reply STOP to opt out.`,
    reminder: ({ first, link, rsvpBy, reply }: TextParts): string =>
      `Hi ${first}, a gentle reminder to RSVP for ${wedding.couple.title}'s wedding by ${rsvpBy ?? wedding.rsvpBy}: ${link} ${reply ? 'Or reply 1 if all of you will come, 2 if none of you can. ' : ''}Reply STOP to opt out.`,
    seat: ({ first, link, seat }: TextParts): string =>
      `Hi ${first}, your seat at ${wedding.couple.title}'s wedding: ${seat}. See you there! ${link} Reply STOP to opt out.`,
  },
  es: {
    otp: (code: string, minutes: number): string =>
      `${code} es su código para entrar a la boda de ${wedding.couple.title}. Vence en ${minutes} minutos.`,
    original: ({ first, link, reply }: TextParts): string =>
      `¡Hola, ${first}! ${wedding.couple.title} tienen el gusto de invitarle a su boda el ${eventDay('es')} en ${wedding.event.venueName}. Confirme su asistencia y elija su menú aquí: ${link} ${reply ? 'O responda 1 si vienen todos, 2 si nadie puede venir. ' : ''}Responda STOP para no recibir más mensajes.`,
    reminder: ({ first, link, rsvpBy, reply }: TextParts): string =>
      `Hola, ${first}: le recordamos confirmar su asistencia a la boda de ${wedding.couple.title}${rsvpBy ? ` antes del ${rsvpBy}` : ''}: ${link} ${reply ? 'O responda 1 si vienen todos, 2 si nadie puede venir. ' : ''}Responda STOP para no recibir más mensajes.`,
    seat: ({ first, link, seat }: TextParts): string =>
      `Hola, ${first}: su lugar en la boda de ${wedding.couple.title} es ${seat}. ¡Le esperamos! ${link} Responda STOP para no recibir más mensajes.`,
  },
} as const;

/** What a text names: the guest's first name, their personal link, and for some texts a date or a seat. */
/** `reply`: the invitation has no answer yet, so the text invites a reply of 1 (all coming) or 2 (none). */
export type TextParts = { first: string; link: string; rsvpBy?: string; seat?: string; reply?: boolean };

/** The event's day in a language, from `event.startsAt` ('domingo, 9 de noviembre de 2025'). */
function eventDay(language: string): string {
  const day = new Date(`${wedding.event.startsAt.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(day);
}
