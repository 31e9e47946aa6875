import { displayName } from '@contract/people';
import { seatText } from '@contract/seats';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSession } from '../../../../stores/session';
import { useUpdateGuest } from '../../shared/api/update-guest';
import type { EditChoice } from '../../shared/dialog-rules';
import type { AdminGuest } from '../../shared/types';
import { useUpdateGuestTable } from '../api/update-guest-table';

export type SeatMove = { guest: AdminGuest; table: string; tpos: string };

/**
 * Seating a guest from the console: one guest from their Edit dialog (swapping seats with whoever holds the
 * chosen one), or the guests selected in the list, one after another, stopping at the first refusal. Each
 * answers true when every move was made; a failure is toasted by the console's query client.
 */
export function useSeatGuests() {
  const { enqueueSnackbar } = useSnackbar();
  const luid = useSession((state) => state.id);
  const seat = useUpdateGuestTable();
  const update = useUpdateGuest();

  const seatGuest = useCallback(
    async (guest: AdminGuest, { table, tpos }: EditChoice, swap: AdminGuest | null) => {
      try {
        const answer = swap
          ? await update.mutateAsync({ id: guest.id, changes: { table, tpos, swapSeat: true } })
          : await seat.mutateAsync({ luid, gid: guest.id, table, tpos });
        enqueueSnackbar(answer.message, { variant: 'success' });
        return true;
      } catch {
        return false;
      }
    },
    [seat, update, luid, enqueueSnackbar],
  );

  const moveGuests = async (moves: SeatMove[]) => {
    const moved: string[] = [];
    for (const { guest, table, tpos } of moves) {
      try {
        await seat.mutateAsync({ luid, gid: guest.id, table, tpos });
        moved.push(`${displayName(guest)} (${seatText({ table, tpos })})`);
      } catch {
        break;
      }
    }
    if (moved.length) enqueueSnackbar(`Moved ${moved.join(', ')}.`, { variant: 'success' });
    return moved.length === moves.length;
  };

  return { seatGuest, moveGuests };
}
