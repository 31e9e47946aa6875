import { useLanguage } from '../../../stores/language';

/** The language the Welcome screen is shown in: the server answers every sign-in call in it. */
export const signInLang = () => useLanguage.getState().language;
