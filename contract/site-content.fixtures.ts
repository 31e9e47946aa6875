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
