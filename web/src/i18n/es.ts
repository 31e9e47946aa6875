// Loaded only for Spanish readers (see language.ts): the Spanish strings and the couple's Spanish content.
import { wedding } from '@config';
import { spanish } from '@config/spanish';
import { LIMITS } from '@contract/options';
import { guestSeatLabel } from '@contract/seating';
import type { Content } from './content';
import type { Messages } from './en';

const { couple, contact } = wedding;

export const content: Content = spanish;

export const messages: Messages = {
  somethingWentWrong: 'Algo salió mal',
  pageTitle: `${couple.title} · Boda`,
  loading: 'Cargando',
  languageSwitch: { label: 'English', lang: 'en', title: 'View this page in English' },
  notFound: { title: '¡Uy! No encontramos esta página', home: 'Volver al inicio' },
  signIn: {
    welcome: 'Bienvenidos',
    phonePrompt: 'Por favor, escriba su número de teléfono',
    countryPrefix: 'EE. UU. +1',
    consent:
      'Al darnos su número de teléfono, acepta recibir mensajes de texto de nuestra parte. Pueden aplicarse tarifas de mensajes y datos.',
    privacy: 'Política de privacidad',
    proceed: 'Continuar',
    checking: 'Verificando...',
    codePrompt: 'Por favor, escriba el código de seis dígitos que enviamos a su teléfono',
    digit: (index, count) => `Dígito ${index} de ${count}`,
    submit: 'Enviar',
    grantingAccess: 'Dando acceso...',
    goBack: 'Volver',
    useEmail: 'Entrar con mi correo electrónico',
    unknownNumber: '¿No sabe qué número tenemos?',
    usePhone: 'Usar mi número de teléfono',
    emailPrompt: 'Por favor, escriba su correo electrónico',
    emailMe: 'Enviarme un código por correo',
    emailMeWhy: 'Escriba arriba su correo completo (nombre@ejemplo.com) para recibir un código.',
    sentTo: (to) => `Enviamos un código a ${to}.`,
    namePrompt:
      'Escriba su nombre y apellido como en la invitación y le enviaremos un código al número o correo que tenemos.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    findMe: 'Enviarme un código',
    codePromptAnyChannel: 'Por favor, escriba el código de seis dígitos',
    resend: 'Enviar el código otra vez',
    callMe: 'Mejor llámeme con el código',
    loading: 'Cargando...',
  },
  header: {
    navigation: 'Principal',
    home: 'Inicio',
    story: 'Nuestra historia',
    gift: 'Regalo',
    faq: 'Preguntas',
    viewGuests: 'Ver invitados',
    signOut: 'Cerrar sesión',
    menu: 'Menú',
  },
  hero: {
    countdown: 'Cuenta regresiva para la boda',
    passed: 'La boda ya se celebró.',
    units: { days: 'Días', hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' },
    addToCalendar: 'Agregar al calendario',
    googleCalendar: 'Google Calendar',
    calendarTitle: `Boda de ${couple.title}`,
    calendarDetails: (siteUrl) => `Confirme su asistencia, elija su plato y encuentre su asiento en ${siteUrl}`,
  },
  rsvp: {
    button: 'Confirmar asistencia',
    title: 'Confirmar asistencia y elegir plato',
    hint: 'Active el interruptor junto a cada nombre para confirmar su asistencia y elegir un plato',
    mealFor: (name) => `Plato para ${name}`,
    mealReminder: (name) => `${name} debe elegir un plato para continuar`,
    dietaryLabel: 'Restricciones alimentarias o alergias (opcional)',
    dietaryCount: (count) => `${count}/${LIMITS.dietaryMax}`,
    dietaryTooLong: (count) =>
      `La nota puede tener como máximo ${LIMITS.dietaryMax} caracteres; tiene ${count}. Por favor, acórtela.`,
    dietaryControl:
      'La nota no puede contener tabulaciones, saltos de línea ni otros caracteres de control. Por favor, quítelos.',
    save: 'Guardar',
    saving: 'Guardando...',
    cancel: 'Cancelar',
    close: 'Cerrar',
    summaryTitle: 'Su respuesta',
    attending: 'Asistirá',
    notAttending: 'No asistirá',
    noAnswer: 'Sin respuesta todavía',
    mealNotChosen: 'plato sin elegir todavía',
    notAttendingWedding: 'No asistirá a la boda',
    seat: (table, tpos) => guestSeatLabel(table, tpos, 'es'),
    changeUntil: (date) => `Puede cambiar sus respuestas hasta el ${date}.`,
    eventsTitle: 'Sus otros eventos',
    map: 'Mapa',
    mapOf: (name) => `Mapa de ${name}`,
    closed: (date) =>
      `Las confirmaciones se cerraron el ${date}. Para cambiar sus respuestas, comuníquese con ${couple.title} al ${contact.phone} o en ${contact.email}.`,
    seeAnswers: 'Ver sus respuestas',
    cantCome: 'No podemos asistir',
    cantComeTitle: '¿Nadie de su invitación puede asistir?',
    cantComeBody: (names) =>
      `Le diremos a ${couple.title} que ${names} no podrán asistir, ni a la boda ni a ningún otro evento al que estén invitados. Puede cambiarlo más adelante.`,
    cantComeConfirm: 'Sí, no podemos asistir',
    cantComeBack: 'Volver',
    cantComeSaving: 'Guardando...',
    cantComeSaved: 'Gracias por avisarnos.',
  },
  gift: {
    sectionTitle: 'Apóyenos',
    support: 'Apoyar',
    thanks: 'Le agradecemos su apoyo',
    howToSupport: 'Cómo apoyar',
    card: 'Tarjeta',
    zelle: 'Zelle',
    cardText: 'Contribuya de forma segura con tarjeta de débito o crédito en nuestra página de donaciones.',
    phone: 'Teléfono:',
    email: 'Correo:',
    qrCode: (email) => `Código QR de Zelle para ${email}`,
    close: 'Cerrar',
    paymentThanks: '¡¡¡Gracias por apoyarnos!!!',
    paymentCanceled: 'Lamentablemente no recibimos su aporte. Por favor, inténtelo de nuevo. ¡Gracias!',
  },
  faq: { sectionTitle: 'Preguntas frecuentes' },
  announcements: 'Avisos de los novios',
};
