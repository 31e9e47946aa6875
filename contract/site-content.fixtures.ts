// Content the tests add at every layer (contract, API, console): one question of each shape they need.
import type { ContentQuestion } from './site-content';

/** A choice question asked at the wedding, its second option translated. */
export const arrivalQuestion: ContentQuestion = {
  id: 'arrival',
  label: { en: 'How will you get there?', es: '¿Cómo llegará?' },
  kind: 'choice',
  options: [
    { en: 'Car', es: 'Auto' },
    { en: 'Train', es: 'Tren' },
  ],
  event: 'wedding',
  max: 20,
  hidden: false,
};

/** A choice question asked at a further event (the welcome dinner): the RSVP dialog asks it in that event's section. */
export const dinnerQuestion: ContentQuestion = {
  ...arrivalQuestion,
  id: 'drinks',
  label: { en: 'Wine or juice at dinner?', es: '¿Vino o jugo en la cena?' },
  options: [
    { en: 'Wine', es: 'Vino' },
    { en: 'Juice', es: 'Jugo' },
  ],
  event: 'welcome',
};
