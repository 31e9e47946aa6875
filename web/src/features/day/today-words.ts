import { wedding } from '@config';
import type { Language } from '@contract/options';

const { couple } = wedding;

/**
 * The Today card's words in both languages. They travel with the card's own chunk (loaded only on a
 * day-mode day), not with the page's strings.
 */
export const TODAY_WORDS = {
  en: {
    title: 'Today',
    seatsTitle: 'Your seats',
    noSeat: 'no seat yet: please ask a host',
    eventsTitle: "Today's events",
    wedding: 'The wedding',
    onNow: 'On now',
    next: 'Next',
    over: 'Over',
    whereTitle: 'Where',
    openMap: 'Open the map',
    mapOf: (name: string) => `Map of ${name}`,
    noteTitle: `A note from ${couple.title}`,
    rsvpBelow: 'Your RSVP and the rest of the invitation are below.',
  },
  es: {
    title: 'Hoy',
    seatsTitle: 'Sus asientos',
    noSeat: 'aún sin asiento: pregunte a un anfitrión',
    eventsTitle: 'Los eventos de hoy',
    wedding: 'La boda',
    onNow: 'Ahora',
    next: 'A continuación',
    over: 'Terminado',
    whereTitle: 'Dónde',
    openMap: 'Abrir el mapa',
    mapOf: (name: string) => `Mapa de ${name}`,
    noteTitle: `Un mensaje de ${couple.title}`,
    rsvpBelow: 'Su respuesta y el resto de la invitación están más abajo.',
  },
} satisfies Record<Language, Record<string, string | ((name: string) => string)>>;
