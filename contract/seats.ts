// One guest per seat: a seat is a table and a non-empty position.
import { seatLabel } from './seating';

export type Seat = { table: string; tpos: string };

export const isSeat = ({ table, tpos }: Seat) => table !== '' && tpos !== '';
export const seatKey = ({ table, tpos }: Seat) => `${table}\n${tpos}`;

/** 'Sweet heart, seat 1', 'Table 7, seat 4' (for position '3': the seat as people read it). */
export const seatText = ({ table, tpos }: Seat) => seatLabel(table, tpos);

/** The 409 for a seat someone else holds, naming them. */
export const seatTaken = (seat: Seat, holder: string) =>
  `${seatText(seat)} is already ${holder}'s seat. One guest per seat: choose a free seat, or swap the two guests.`;
