import { seatNumber, TABLE_CAPACITY } from '@contract/seating';
import type { SeatedGuest } from './types';

export type SeatLine = { id: string; text: string; overflow: boolean };
type TableLayout = { left: SeatLine[]; right: SeatLine[]; missing: number };

const LEFT_COLUMN = 5;

/** A table card's two columns: the first five guests on the left, the rest on the right; past a full table is overflow. */
export function tableLayout(guests: SeatedGuest[], seats = TABLE_CAPACITY): TableLayout {
  const lines = guests.map((guest, index) => ({
    id: guest.id,
    text: `${guest.tpos ? seatNumber(guest.tpos) : '?'}. ${guest.first}, ${guest.last}`,
    overflow: index >= seats,
  }));
  return {
    left: lines.slice(0, LEFT_COLUMN),
    right: lines.slice(LEFT_COLUMN),
    missing: Math.max(0, seats - guests.length),
  };
}
