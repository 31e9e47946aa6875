// The RSVP dialog's words for further events, companions, questions and confirmations, in English and
// Spanish. They load with the dialog, not with the page.
import { displayName } from '@contract/people';
import { wedding } from '@config';
import { spanish } from '@config/spanish';
import { companionLabel } from '@contract/events';
import type { Language } from '@contract/options';

const en = {
  state: { attending: 'Attending', notAttending: 'Not attending', noAnswer: 'No answer yet' },
  weddingSection: 'The wedding',
  eventAttending: (event: string, name: string) => `${name} attends the ${event}`,
  companionName: (host: { first: string; last: string }) => companionLabel(host),
  addCompanion: (host: string) => `Add a guest of ${host}`,
  companionsLeft: (count: number) => (count === 1 ? '1 more guest allowed' : `${count} more guests allowed`),
  adding: 'Adding...',
  rename: 'Rename',
  remove: 'Remove',
  saveName: 'Save name',
  firstName: 'First name',
  lastName: 'Last name',
  renameTitle: (name: string) => `Name of ${name}`,
  removed: (name: string) => `${name} was removed.`,
  questionsFor: (name: string) => `Questions for ${name}`,
  yes: 'Yes',
  no: 'No',
  infantNoMeal: 'No meal needed for an infant.',
  confirmTitle: 'Nobody is attending?',
  confirmText: 'Saving now tells the couple that nobody on this invitation will attend the wedding.',
  confirmYes: 'Yes, nobody can attend',
  confirmNo: 'Go back',
  nothingToSave: 'Nothing was changed: no answer was saved.',
  declineHint: 'Not coming? Choose "Not attending" for each person who cannot come, then Save.',
  choiceLabel: (name: string) => `Answer for ${name}`,
  savedMealMissing: (names: string) => `Your answers were saved. Still to choose a meal: ${names}.`,
  confirmEvents: (events: string) =>
    `Saving now tells the couple that nobody on this invitation will attend the wedding, and declines the ${events} for everyone too.`,
  keepEvent: (event: string) => `Keep the answers for the ${event} (someone is still marked attending)`,
  list: (items: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items),
  eventName: (id: string) => wedding.events.find((event) => event.id === id)?.name ?? id,
  questionLabel: (id: string) => wedding.questions.find((question) => question.id === id)?.label ?? id,
};
export type DialogStrings = typeof en;

const es: DialogStrings = {
  state: { attending: 'Asistirá', notAttending: 'No asistirá', noAnswer: 'Sin respuesta todavía' },
  weddingSection: 'La boda',
  eventAttending: (event, name) => `${name} asiste a: ${event}`,
  companionName: (host) => `Invitado de ${displayName(host)}`,
  addCompanion: (host) => `Añadir un invitado de ${host}`,
  companionsLeft: (count) => (count === 1 ? 'Puede traer 1 invitado más' : `Puede traer ${count} invitados más`),
  adding: 'Añadiendo...',
  rename: 'Cambiar nombre',
  remove: 'Quitar',
  saveName: 'Guardar nombre',
  firstName: 'Nombre',
  lastName: 'Apellido',
  renameTitle: (name) => `Nombre de ${name}`,
  removed: (name) => `Se quitó a ${name}.`,
  questionsFor: (name) => `Preguntas para ${name}`,
  yes: 'Sí',
  no: 'No',
  infantNoMeal: 'Un bebé no necesita plato.',
  confirmTitle: '¿Nadie asistirá?',
  confirmText: 'Si guarda ahora, los novios sabrán que nadie de esta invitación asistirá a la boda.',
  confirmYes: 'Sí, nadie puede asistir',
  confirmNo: 'Volver',
  nothingToSave: 'No cambió nada: no se guardó ninguna respuesta.',
  declineHint: '¿No puede venir? Elija «No asistirá» para cada persona que no pueda venir y pulse Guardar.',
  choiceLabel: (name) => `Respuesta de ${name}`,
  savedMealMissing: (names) => `Sus respuestas se guardaron. Falta elegir plato: ${names}.`,
  confirmEvents: (events) =>
    `Si guarda ahora, los novios sabrán que nadie de esta invitación asistirá a la boda, y también se rechaza para todos: ${events}.`,
  keepEvent: (event) => `Mantener las respuestas de: ${event} (alguien sigue marcado como asistente)`,
  list: (items) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items),
  eventName: (id) => spanish.events[id as keyof typeof spanish.events]?.name ?? en.eventName(id),
  questionLabel: (id) => spanish.questions[id as keyof typeof spanish.questions]?.label ?? en.questionLabel(id),
};

export const dialogStrings = (language: Language): DialogStrings => (language === 'es' ? es : en);
