import { spanish, wedding } from '@config';
import { eventById, mealsFor } from '@contract/events';
import type { AgeGroup } from '@contract/events';
import type { Language } from '@contract/options';
import { formatDeadline } from '@contract/wedding-dates';

// What the guest's own calls (saving an RSVP, companions, the invitation) answer when they refuse, in the
// guest's language. English is the original wording, word for word.

const couple = wedding.couple.title;
const { phone, email } = wedding.contact;

const en = {
  saved: 'Thank you! Your RSVP has been saved.',
  notYours: 'You can only RSVP for the guests on your invitation.',
  notYourCompanions: 'You can only change the companions on your own invitation.',
  closed: (ms: number) =>
    `RSVPs closed on ${formatDeadline(ms, 'en')}. To change your answers, please contact ${couple} at ${phone} or ${email}.`,
  oncePerGuest: 'Each guest can appear only once.',
  someone: 'This guest',
  aCompanion: 'The companion',
  infantMeal: (name: string) => `${name} is an infant and needs no meal (plate): send ''.`,
  mealForAge: (name: string, age: AgeGroup) =>
    `The meal (plate) for ${name} must be one for their age group: ${mealsFor(age)
      .map((meal) => `${meal.name} (${meal.id})`)
      .join(', ')}.`,
  notInvitedToEvent: (name: string, id: string) =>
    `${name} is not invited to the ${eventById(id)?.name ?? id} (event '${id}').`,
  notInvitedToQuestion: (name: string, id: string) => `${name} is not invited to the event of the question '${id}'.`,
  companionOfCompanion: 'A companion cannot bring companions of their own (hostId).',
  companionLimit: (host: string, plusOnes: number) =>
    `${host} can bring at most ${plusOnes === 1 ? '1 guest' : `${plusOnes} guests`} (plusOnes: ${plusOnes}).`,
};
export type RsvpWords = typeof en;

const spanishEvent = (id: string) => (spanish.events as Record<string, { name: string } | undefined>)[id]?.name ?? id;
const spanishMeal = (id: string) => (spanish.meals as Record<string, { name: string } | undefined>)[id]?.name ?? id;

const es: RsvpWords = {
  saved: '¡Gracias! Su respuesta ha sido guardada.',
  notYours: 'Solo puede confirmar la asistencia de las personas de su invitación.',
  notYourCompanions: 'Solo puede cambiar los acompañantes de su propia invitación.',
  closed: (ms) =>
    `Las confirmaciones se cerraron el ${formatDeadline(ms, 'es')}. Para cambiar sus respuestas, comuníquese con ${couple} al ${phone} o en ${email}.`,
  oncePerGuest: 'Cada persona puede aparecer solo una vez.',
  someone: 'Esta persona',
  aCompanion: 'El acompañante',
  infantMeal: (name) => `${name} es un bebé y no necesita plato (plate): envíe ''.`,
  mealForAge: (name, age) =>
    `El plato (plate) de ${name} debe ser uno para su edad: ${mealsFor(age)
      .map((meal) => `${spanishMeal(meal.id)} (${meal.id})`)
      .join(', ')}.`,
  notInvitedToEvent: (name, id) => `${name} no está invitado a ${spanishEvent(id)} (evento '${id}').`,
  notInvitedToQuestion: (name, id) => `${name} no está invitado al evento de la pregunta '${id}'.`,
  companionOfCompanion: 'Un acompañante no puede traer acompañantes propios (hostId).',
  companionLimit: (host, plusOnes) =>
    `${host} puede traer como máximo ${plusOnes === 1 ? '1 persona' : `${plusOnes} personas`} (plusOnes: ${plusOnes}).`,
};

/** The refusals in `language` (English for anything else, as a guest without a language reads today). */
export const rsvpWords = (language: Language | undefined): RsvpWords => (language === 'es' ? es : en);
