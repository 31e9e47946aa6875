import { wedding, type Translation } from '@config';

/** The couple's content a guest reads, in one language: the config's English, or its `spanish`. */
export type Content = Translation;

export const englishContent: Content = {
  tagline: wedding.tagline,
  story: wedding.story,
  faq: wedding.faq,
  gift: wedding.gift,
  meals: Object.fromEntries(wedding.meals.map(({ id, name, sides }) => [id, { name, sides }])) as Content['meals'],
  events: Object.fromEntries(wedding.events.map(({ id, name }) => [id, { name }])) as Content['events'],
  questions: Object.fromEntries(
    wedding.questions.map((question) => [
      question.id,
      { label: question.label, ...('options' in question ? { options: question.options as readonly string[] } : {}) },
    ]),
  ) as Content['questions'],
};
