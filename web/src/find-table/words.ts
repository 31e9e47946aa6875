// The find-table page's words, in English and Spanish. The page is its own small entry (no MUI, no
// Firebase), so it keeps its own few strings rather than the app's dictionaries.
import type { Language } from '@contract/options';

export const findTableWords = {
  en: {
    title: 'Find your table',
    intro: 'Type your first and last name as they are on your invitation.',
    first: 'First name',
    last: 'Last name',
    find: 'Find my table',
    finding: 'Looking…',
    welcome: (first: string) => `Welcome, ${first}!`,
    yourTable: 'Your table',
    seat: 'Seat',
    again: 'Look up someone else',
    missingName: 'Please type your first and last name.',
    noKey: 'This page opens from the QR code on the sign at the door. Please scan it again, or ask a host.',
    offline: 'No connection. Please check your signal and try again, or ask a host.',
    otherLanguage: 'Español',
    otherLanguageLabel: 'Ver en español',
  },
  es: {
    title: 'Encuentre su mesa',
    intro: 'Escriba su nombre y apellido como aparecen en su invitación.',
    first: 'Nombre',
    last: 'Apellido',
    find: 'Buscar mi mesa',
    finding: 'Buscando…',
    welcome: (first: string) => `¡Bienvenido/a, ${first}!`,
    yourTable: 'Su mesa',
    seat: 'Asiento',
    again: 'Buscar a otra persona',
    missingName: 'Por favor, escriba su nombre y apellido.',
    noKey:
      'Esta página se abre con el código QR del letrero de la entrada. Escanéelo de nuevo, o pregunte a un anfitrión.',
    offline: 'Sin conexión. Revise la señal e inténtelo de nuevo, o pregunte a un anfitrión.',
    otherLanguage: 'English',
    otherLanguageLabel: 'View in English',
  },
} satisfies Record<Language, Record<string, unknown>>;

export type FindTableWords = (typeof findTableWords)['en'];
