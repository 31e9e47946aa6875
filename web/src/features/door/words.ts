// The door page's words, in English and Spanish (helpers are guests, and read the site in their language).
import type { Language } from '@contract/options';

const en = {
  title: 'At the door',
  search: 'Search by name',
  counts: (arrived: number, expected: number) => `${arrived} of ${expected} arrived`,
  waiting: (count: number) => (count === 1 ? '1 check-in waiting to send' : `${count} check-ins waiting to send`),
  offline: 'No connection: check-ins are kept on this phone and sent when it returns.',
  arrived: 'Arrived',
  table: (table: string, seat: string) => (seat ? `${table}, seat ${seat}` : table),
  noTable: 'No table',
  coming: 'Coming',
  notComing: 'Not down as coming',
  with: (names: string) => `With ${names}`,
  none: 'Nobody by that name. Try part of the first or last name.',
  notHelper: 'This page is for the helpers at the door. Please ask the couple to add you as a helper.',
  signOut: 'Sign out',
  loading: 'Loading the guest list…',
  failed: 'The guest list did not load. Please check the connection and reload.',
};

const es: typeof en = {
  title: 'En la entrada',
  search: 'Buscar por nombre',
  counts: (arrived, expected) => `${arrived} de ${expected} llegaron`,
  waiting: (count) => (count === 1 ? '1 llegada por enviar' : `${count} llegadas por enviar`),
  offline: 'Sin conexión: las llegadas se guardan en este teléfono y se envían cuando vuelva.',
  arrived: 'Llegó',
  table: (table, seat) => (seat ? `${table}, asiento ${seat}` : table),
  noTable: 'Sin mesa',
  coming: 'Viene',
  notComing: 'No confirmó que viene',
  with: (names) => `Con ${names}`,
  none: 'Nadie con ese nombre. Pruebe con parte del nombre o del apellido.',
  notHelper: 'Esta página es para quienes ayudan en la entrada. Pida a los novios que le agreguen como ayudante.',
  signOut: 'Cerrar sesión',
  loading: 'Cargando la lista de invitados…',
  failed: 'La lista no se cargó. Revise la conexión y vuelva a cargar la página.',
};

export const doorWords: Record<Language, typeof en> = { en, es };
