/** localStorage key of the reader's language (apart from `userStore`, whose format is fixed). Also read by the inline script in index.html. */
export const LANGUAGE_KEY = 'language';
