import { sms, spanish, wedding } from '@config';
import { eventById, mealsFor, type Catalog } from '@contract/events';
import { formatDeadline } from '@contract/wedding-dates';
import type { Words } from './en';
import { waitInWords } from './wait';

// The words guests read from the server, in Spanish: the same keys as en.ts (a missing one is a type error).

const couple = wedding.couple.title;
const { phone, email } = wedding.contact;

const retryIn = (ms: number) =>
  waitInWords(ms, { second: 'segundo', seconds: 'segundos', minutes: 'minutos', hours: 'horas' });

const spanishEvent = (id: string, catalog: Catalog) =>
  eventById(catalog, id)?.spanishName ??
  (spanish.events as Record<string, { name: string } | undefined>)[id]?.name ??
  id;
const spanishMeal = (id: string, catalog: Catalog) =>
  catalog.meals.find((meal) => meal.id === id)?.spanishName ??
  (spanish.meals as Record<string, { name: string } | undefined>)[id]?.name ??
  id;

export const es: Words = {
  signIn: {
    invalidPhone: 'Escriba un número de teléfono de EE. UU. válido.',
    invalidEmail: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
    nameMissing: 'Escriba su nombre y apellido como aparecen en su invitación.',
    tooManyFromDevice: (ms) => `Demasiados intentos desde este dispositivo. Inténtelo de nuevo en ${retryIn(ms)}.`,
    phoneNotFound: `No encontramos este número en la lista de invitados. Comuníquese con ${couple}.`,
    emailNotFound: `No encontramos este correo en la lista de invitados. Comuníquese con ${couple}.`,
    nameNotFound: `No encontramos una sola invitación con este nombre. Comuníquese con ${couple} al ${phone} o en ${email}.`,
    inactive: `Esta invitación ya no está activa. Comuníquese con ${couple}.`,
    siteBusy: (ms) => `Estamos enviando demasiados códigos en este momento. Inténtelo de nuevo en ${retryIn(ms)}.`,
    cooldown: (ms) => `Acabamos de enviar un código. Espere ${retryIn(ms)} antes de pedir otro.`,
    tooManyCodes: (ms) => `Se enviaron demasiados códigos. Inténtelo de nuevo en ${retryIn(ms)}.`,
    locked: (ms) =>
      `Se escribieron demasiados códigos incorrectos y el acceso está bloqueado. Se reabre en ${retryIn(ms)}, o ${couple} pueden desbloquearlo.`,
    sentText: 'Le enviamos un código de seis dígitos a su teléfono.',
    sentEmail: (to) => `Le enviamos un código de seis dígitos a ${to}.`,
    sentCall: (to) => `Le estamos llamando al ${to} para leerle un código de seis dígitos.`,
    notSent: 'No pudimos enviar el código. Inténtelo de nuevo.',
    noCalls: 'Las llamadas aún no están disponibles. Pida el código por mensaje de texto.',
    callFailed: 'No pudimos llamar a este número. Inténtelo de nuevo.',
    landline: 'Este número no puede recibir mensajes de texto (puede ser un teléfono fijo). Podemos llamarle.',
    checkFailed: 'No pudimos comprobar el código en este momento. Inténtelo de nuevo.',
    askedElsewhere:
      'Este código se pidió desde otro dispositivo o conexión, así que no se puede comprobar aquí. Vuelva atrás y pida uno nuevo en este dispositivo.',
    noLongerValid: 'Este código ya no es válido. Vuelva atrás y pida uno nuevo.',
    expired: 'Este código venció. Vuelva atrás y pida uno nuevo.',
    tooManyWrong: 'Demasiados códigos incorrectos. Vuelva atrás y pida uno nuevo.',
    tooManyWrongFromDevice: (ms) =>
      `Demasiados códigos incorrectos desde este dispositivo. Inténtelo de nuevo en ${retryIn(ms)}.`,
    wrongCode: (left) =>
      `Ese código no es correcto. Le queda${left === 1 ? '' : 'n'} ${left} intento${left === 1 ? '' : 's'}.`,
    heldForCouple: `Se escribieron demasiados códigos incorrectos, así que el acceso con código queda en pausa hasta que ${couple} lo desbloqueen. Comuníquese con ellos al ${phone} o en ${email}.`,
    hour: (h, am) => `${h}:00 ${am ? 'a. m.' : 'p. m.'}`,
    callsQuiet: (at) =>
      `No hacemos llamadas entre las 9 p. m. y las 8 a. m. (hora de la boda). Puede pedir una llamada de nuevo a las ${at}, o pedir el código por mensaje o correo ahora.`,
    tooManyCalls: (ms) =>
      `Ya llamamos a este invitado 10 veces hoy, el máximo. Pida el código por mensaje o correo, o pida otra llamada en ${retryIn(ms)}.`,
    findSent: `Si encontramos su invitación, un código va en camino al teléfono o correo que tenemos. ¿Nada después de un minuto? Comuníquese con ${couple} al ${phone} o en ${email}.`,
    findCall: `Si encontramos su invitación y tiene un teléfono, le estamos llamando para leerle el código. ¿Nada después de un minuto? Comuníquese con ${couple} al ${phone} o en ${email}.`,
    welcome: '¡Bienvenido!',
    linkInvalid: 'Este enlace ya no es válido. Entre con su número de teléfono abajo.',
    linkExpired: 'Este enlace venció. Entre con su número de teléfono abajo.',
  },
  rsvp: {
    saved: '¡Gracias! Su respuesta ha sido guardada.',
    notYours: 'Solo puede confirmar la asistencia de las personas de su invitación.',
    notYourCompanions: 'Solo puede cambiar los acompañantes de su propia invitación.',
    closed: (ms) =>
      `Las confirmaciones se cerraron el ${formatDeadline(ms, 'es')}. Para cambiar sus respuestas, comuníquese con ${couple} al ${phone} o en ${email}.`,
    oncePerGuest: 'Cada persona puede aparecer solo una vez.',
    someone: 'Esta persona',
    aCompanion: 'El acompañante',
    infantMeal: (name) => `${name} es un bebé y no necesita plato (plate): envíe ''.`,
    mealForAge: (name, age, catalog) =>
      `El plato (plate) de ${name} debe ser uno para su edad: ${mealsFor(age, catalog)
        .map((meal) => `${spanishMeal(meal.id, catalog)} (${meal.id})`)
        .join(', ')}.`,
    notInvitedToEvent: (name, id, catalog) =>
      `${name} no está invitado a ${spanishEvent(id, catalog)} (evento '${id}').`,
    notInvitedToQuestion: (name, id) => `${name} no está invitado al evento de la pregunta '${id}'.`,
    companionOfCompanion: 'Un acompañante no puede traer acompañantes propios (hostId).',
    companionLimit: (host, plusOnes) =>
      `${host} puede traer como máximo ${plusOnes === 1 ? '1 persona' : `${plusOnes} personas`} (plusOnes: ${plusOnes}).`,
    guestOf: (hostName) => `Invitado de ${hostName}`,
    companionAdded: (name) => `${name} está en su invitación.`,
    companionRenamed: 'Guardado.',
    companionRemoved: (name) => `${name} ya no está en su invitación.`,
  },
  saved: { address: '¡Gracias! Su dirección quedó guardada.', language: 'Idioma guardado.' },
  texts: {
    ...sms.es,
    invitesReply: 'O responda 1 si vienen todos, 2 si nadie puede venir.',
    stop: 'Responda STOP para no recibir más mensajes.',
    household: (names: string) => `Falta la respuesta de su invitación: ${names}.`,
    /** The word that joins the last two names ('Walter and Lily Harper'). */
    and: 'y',
  },
  replies: {
    attending: `¡Gracias! Todos en su invitación quedan confirmados para la boda de ${couple}.`,
    chooseMeals: (names, link) =>
      `¡Gracias! Todos en su invitación quedan confirmados para la boda de ${couple}. Elija el menú de ${names} aquí: ${link}`,
    declined: `Gracias por avisarnos. Todos en su invitación quedan como que no asistirán; ${couple} les extrañarán.`,
    closed: (closedOn) =>
      `La confirmación cerró el ${closedOn}, así que no se cambió nada. Para cambiar su respuesta, contacte a ${couple} al ${phone} o ${email}.`,
    help: `Boda de ${couple}: para ayuda, contacte al ${phone} o ${email}. Responda 1 si vienen todos, 2 si nadie puede venir. Responda STOP para no recibir más mensajes.`,
    received: `¡Gracias! ${couple} leerán su mensaje.`,
    kept: (list, one) =>
      ` ${list} ya ${one ? 'respondió' : 'respondieron'} en la página o con los novios, así que ${one ? 'su respuesta queda' : 'sus respuestas quedan'} como ${one ? 'estaba' : 'estaban'}.`,
  },
  day: {
    found: 'Esta es su mesa. ¡Disfrute la celebración!',
    askHost: 'No encontramos su mesa con ese nombre. Por favor, pregunte a un anfitrión: le ayudará.',
    wrongDay: 'El letrero funciona el día de la boda. Vuelva ese día, o pregunte a un anfitrión.',
    wrongKey: 'Este letrero ya no funciona. Escanee el código QR del letrero de la entrada, o pregunte a un anfitrión.',
    tooMany: (ms: number) =>
      `Demasiadas búsquedas desde este dispositivo. Inténtelo de nuevo en ${retryIn(ms)}, o pregunte a un anfitrión.`,
    notHelper: 'Solo quienes ayudan en la entrada y los novios pueden registrar llegadas.',
    arrived: (name: string) => `${name} ya llegó.`,
    notArrived: (name: string) => `${name} ya no figura como llegado.`,
    unknownGuest: 'No hay ningún invitado con este id. Vuelva a cargar la lista.',
    seats: (lines: string) => `Sus asientos: ${lines}. ¡Hasta pronto!`,
    noSeats: 'Sus asientos aún no están asignados. Pregunte a un anfitrión al llegar.',
    where: (venue: string, address: string, map: string) => `${venue}, ${address}. Mapa: ${map}`,
  },
  and: 'y',
  call: {
    voice: 'es-MX',
    intro: `Hola. Su código para entrar a la boda de ${couple} es:`,
    again: 'Una vez más, su código es:',
    bye: 'Adiós.',
  },
  email: {
    subject: {
      otp: `Su código para entrar a la boda de ${couple}`,
      original: `Invitación a la boda de ${couple}`,
      reminder: `Recordatorio: confirme su asistencia a la boda de ${couple}`,
      seat: `Su lugar en la boda de ${couple}`,
      custom: `Un mensaje de ${couple}`,
    },
    hi: (first) => `Hola, ${first}:`,
    ignore: 'Si usted no pidió este código, puede ignorar este correo.',
    open: 'Abrir su invitación',
    linkLine: 'Su enlace personal a la invitación y la confirmación:',
    unsubscribe: 'Darse de baja de estos correos',
    why: `Recibe este correo porque está en la lista de invitados de la boda de ${couple}.`,
  },
  unsubscribe: {
    ask: 'Darse de baja de los correos',
    askText: (to) => `¿Dejar de enviar correos de la boda de ${couple} a ${to}?`,
    button: 'Darme de baja',
    done: 'Se ha dado de baja',
    doneText: (to) =>
      `No volveremos a escribir a ${to} sobre la boda de ${couple}. Los códigos que usted pida seguirán llegando.`,
    unknown: 'Este enlace para darse de baja no es válido. Use el enlace de su correo más reciente.',
  },
};
