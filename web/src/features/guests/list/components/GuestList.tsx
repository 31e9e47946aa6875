import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { AdminGuest } from '../../shared/types';
import { householdText, invitationName } from '../../shared/households';
import { GuestCard } from './GuestCard';

type GuestListProps = {
  guests: AdminGuest[];
  households: Map<string, AdminGuest[]>;
  /** Show each invitation's heading above its first person (the list is grouped by invitation). */
  grouped: boolean;
  /** The list scrolls back to the top whenever this changes (a new search). */
  scrollResetKey: string;
  selected: Set<string>;
  onSelect: (guest: AdminGuest, selected: boolean) => void;
  onEdit: (guest: AdminGuest) => void;
  onMessage: (guest: AdminGuest) => void;
};

/** Only the rows in view (and a few either side) are rendered, so hundreds of guests stay quick on a phone. */
export function GuestList({
  guests,
  households,
  grouped,
  scrollResetKey,
  selected,
  onSelect,
  onEdit,
  onMessage,
}: GuestListProps) {
  const compact = useMediaQuery(useTheme().breakpoints.up('md'));
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the list re-renders with its data.
  const virtualizer = useVirtualizer({
    count: guests.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (compact ? 41 : 190),
    overscan: 8,
    getItemKey: (index) => guests[index]?.id ?? index,
  });

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      data-testid="guest-list"
      sx={{
        // On a phone, the panel's whole height once the controls above have scrolled away, and a swipe down
        // at its top goes on to bring them back; on a wider screen, the room the controls leave.
        flex: { xs: 'none', md: 1 },
        height: { xs: '100cqh', md: 'auto' },
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: { xs: 'auto', md: 'contain' },
        pb: 2,
      }}
    >
      <Box role="list" aria-label="Guests" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        <Box
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
        >
          {items.map((item) => {
            const guest = guests[item.index]!;
            return (
              <Box key={item.key} role="listitem" data-index={item.index} ref={virtualizer.measureElement}>
                <GuestCard
                  guest={guest}
                  index={item.index + 1}
                  household={householdText(guest, households)}
                  invitationHeading={
                    grouped && guests[item.index - 1]?.invtId !== guest.invtId
                      ? `Invitation: ${invitationName(guest.invtId, households)} · ${households.get(guest.invtId)?.length ?? 1} people`
                      : undefined
                  }
                  selected={selected.has(guest.id)}
                  onSelect={onSelect}
                  onEdit={onEdit}
                  onMessage={onMessage}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
