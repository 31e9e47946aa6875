import { wedding } from '@config';
import type { Language } from '@contract/options';

// What the sign-in calls answer, in the language the page asked for ('en' without one, the original
// English word for word).

const couple = wedding.couple.title;

function retryIn(ms: number, language: Language): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(minutes / 60);
  if (language === 'es') {
    if (seconds < 90) return `${seconds} segundo${seconds === 1 ? '' : 's'}`;
    return minutes < 90 ? `${minutes} minutos` : `${hours} horas`;
  }
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return minutes < 90 ? `${minutes} minutes` : `${hours} hours`;
}

const en = {
  invalidPhone: 'Please enter a valid US phone number.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  nameMissing: 'Please enter your first and last name as they appear on your invitation.',
  tooManyFromDevice: (ms: number) => `Too many attempts from this device. Please try again in ${retryIn(ms, 'en')}.`,
  phoneNotFound: `We couldn't find this phone number on the guest list. Please contact ${couple}.`,
  emailNotFound: `We couldn't find this email address on the guest list. Please contact ${couple}.`,
  nameNotFound: `We couldn't find one invitation under this name. Please contact ${couple} at ${wedding.contact.phone} or ${wedding.contact.email}.`,
  inactive: `This invitation is no longer active. Please contact ${couple}.`,
  siteBusy: (ms: number) =>
    `We are sending too many sign-in codes right now. Please try again in ${retryIn(ms, 'en')}.`,
  cooldown: (ms: number) => `A code was just sent. Please wait ${retryIn(ms, 'en')} before asking for a new one.`,
  tooManyCodes: (ms: number) => `Too many codes were sent to this phone. Please try again in ${retryIn(ms, 'en')}.`,
  locked: (ms: number) =>
    `Too many wrong codes were entered, so sign-in is locked. It reopens in ${retryIn(ms, 'en')}, or ${couple} can unlock it.`,
  sentText: 'We sent a six digit code to your phone.',
  sentEmail: (to: string) => `We emailed a six digit code to ${to}.`,
  sentCall: (to: string) => `We are calling ${to} to read you a six digit code.`,
  sentTextTo: (to: string) => `We texted a six digit code to ${to}.`,
  notSent: 'We could not send the code. Please try again.',
  noCalls: 'Phone calls are not set up yet. Please ask for a text instead.',
  callFailed: 'We could not call this number. Please try again.',
  noLongerValid: 'This code is no longer valid. Please go back and request a new one.',
  expired: 'This code has expired. Please go back and request a new one.',
  tooManyWrong: 'Too many wrong codes. Please go back and request a new one.',
  tooManyWrongFromDevice: (ms: number) =>
    `Too many wrong codes from this device. Please try again in ${retryIn(ms, 'en')}.`,
  wrongCode: (left: number) => `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.`,
  heldForCouple: `Too many wrong codes were entered, so sign-in with a code is paused until ${couple} unlock it. Please contact them at ${wedding.contact.phone} or ${wedding.contact.email}.`,
  callsQuiet: (at: string) =>
    `We do not make sign-in calls between 9 PM and 8 AM (the wedding's time). You can ask for a call again at ${at}, or ask for the code by text or email now.`,
  tooManyCalls: (ms: number) =>
    `We have called this guest 10 times today, the most we do. Please ask for the code by text or email, or ask for a call again in ${retryIn(ms, 'en')}.`,
  findSent: `If we found your invitation, a code is on its way to the phone or email we have for you. Nothing after a minute? Please contact ${couple} at ${wedding.contact.phone} or ${wedding.contact.email}.`,
  findCall: `If we found your invitation and it has a phone number, we are calling it to read you the code. Nothing after a minute? Please contact ${couple} at ${wedding.contact.phone} or ${wedding.contact.email}.`,
  welcome: 'Welcome!',
  linkInvalid: 'This link is no longer valid. Please sign in with your phone number below.',
  linkExpired: 'This link has expired. Please sign in with your phone number below.',
};
export type SignInWords = typeof en;

const es: SignInWords = {
  invalidPhone: 'Escriba un número de teléfono de EE. UU. válido.',
  invalidEmail: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  nameMissing: 'Escriba su nombre y apellido como aparecen en su invitación.',
  tooManyFromDevice: (ms) => `Demasiados intentos desde este dispositivo. Inténtelo de nuevo en ${retryIn(ms, 'es')}.`,
  phoneNotFound: `No encontramos este número en la lista de invitados. Comuníquese con ${couple}.`,
  emailNotFound: `No encontramos este correo en la lista de invitados. Comuníquese con ${couple}.`,
  nameNotFound: `No encontramos una sola invitación con este nombre. Comuníquese con ${couple} al ${wedding.contact.phone} o en ${wedding.contact.email}.`,
  inactive: `Esta invitación ya no está activa. Comuníquese con ${couple}.`,
  siteBusy: (ms) => `Estamos enviando demasiados códigos en este momento. Inténtelo de nuevo en ${retryIn(ms, 'es')}.`,
  cooldown: (ms) => `Acabamos de enviar un código. Espere ${retryIn(ms, 'es')} antes de pedir otro.`,
  tooManyCodes: (ms) => `Se enviaron demasiados códigos. Inténtelo de nuevo en ${retryIn(ms, 'es')}.`,
  locked: (ms) =>
    `Se escribieron demasiados códigos incorrectos y el acceso está bloqueado. Se reabre en ${retryIn(ms, 'es')}, o ${couple} pueden desbloquearlo.`,
  sentText: 'Le enviamos un código de seis dígitos a su teléfono.',
  sentEmail: (to) => `Le enviamos un código de seis dígitos a ${to}.`,
  sentCall: (to) => `Le estamos llamando al ${to} para leerle un código de seis dígitos.`,
  sentTextTo: (to) => `Le enviamos un código de seis dígitos por mensaje al ${to}.`,
  notSent: 'No pudimos enviar el código. Inténtelo de nuevo.',
  noCalls: 'Las llamadas aún no están disponibles. Pida el código por mensaje de texto.',
  callFailed: 'No pudimos llamar a este número. Inténtelo de nuevo.',
  noLongerValid: 'Este código ya no es válido. Vuelva atrás y pida uno nuevo.',
  expired: 'Este código venció. Vuelva atrás y pida uno nuevo.',
  tooManyWrong: 'Demasiados códigos incorrectos. Vuelva atrás y pida uno nuevo.',
  tooManyWrongFromDevice: (ms) =>
    `Demasiados códigos incorrectos desde este dispositivo. Inténtelo de nuevo en ${retryIn(ms, 'es')}.`,
  wrongCode: (left) =>
    `Ese código no es correcto. Le queda${left === 1 ? '' : 'n'} ${left} intento${left === 1 ? '' : 's'}.`,
  heldForCouple: `Se escribieron demasiados códigos incorrectos, así que el acceso con código queda en pausa hasta que ${couple} lo desbloqueen. Comuníquese con ellos al ${wedding.contact.phone} o en ${wedding.contact.email}.`,
  callsQuiet: (at) =>
    `No hacemos llamadas entre las 9 p. m. y las 8 a. m. (hora de la boda). Puede pedir una llamada de nuevo a las ${at}, o pedir el código por mensaje o correo ahora.`,
  tooManyCalls: (ms) =>
    `Ya llamamos a este invitado 10 veces hoy, el máximo. Pida el código por mensaje o correo, o pida otra llamada en ${retryIn(ms, 'es')}.`,
  findSent: `Si encontramos su invitación, un código va en camino al teléfono o correo que tenemos. ¿Nada después de un minuto? Comuníquese con ${couple} al ${wedding.contact.phone} o en ${wedding.contact.email}.`,
  findCall: `Si encontramos su invitación y tiene un teléfono, le estamos llamando para leerle el código. ¿Nada después de un minuto? Comuníquese con ${couple} al ${wedding.contact.phone} o en ${wedding.contact.email}.`,
  welcome: '¡Bienvenido!',
  linkInvalid: 'Este enlace ya no es válido. Entre con su número de teléfono abajo.',
  linkExpired: 'Este enlace venció. Entre con su número de teléfono abajo.',
};

const words: Record<Language, SignInWords> = { en, es };

/** The words for a request's optional `lang` (English when absent). */
export const signInWords = (lang: Language | undefined): SignInWords => words[lang ?? 'en'];
