import type { MessageChannel } from '@contract/email';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { QueryStatus } from '../../../../components/QueryStatus';
import { useSession } from '../../../../stores/session';
import { useConsoleGuests } from '../../shared/api/get-console-guests';
import { useExportGuests } from '../api/export-guests';
import { useSendMessageToGuest } from '../api/send-message-to-guest';
import { useSeatGuests, type SeatMove } from '../../seating/hooks/use-seat-guests';
import {
  ANSWER_LABELS,
  answerCounts,
  byAnswer,
  seatHolders,
  SORT_LABELS,
  sortGuests,
  type AnswerFilter,
  type SortKey,
} from '../../shared/guest-answer';
import { filterGuests, toSearchable } from '../guest-search';
import { useSiteCatalog } from '../../../../lib/site-catalog';
import { groupedByInvitation, householdsOf, invitationOptions } from '../../shared/households';
import { useDialogTarget } from '../hooks/use-dialog-target';
import type { AdminGuest, MessageType } from '../../shared/types';
import { DeletedGuestsDialog } from './DeletedGuestsDialog';
import { GuestDialog } from '../../editor/components/GuestDialog';
import { GuestList } from './GuestList';
import { ImportDialog } from './ImportDialog';
import { MessageGuestDialog } from './MessageGuestDialog';
import { useTextsOff } from '../../../../lib/texting-mode';
import { MoveToTableDialog } from '../../seating/components/MoveToTableDialog';
import { InviteToEventButton } from './InviteToEventButton';

const filters: AnswerFilter[] = ['all', 'attending', 'declined', 'no-answer'];
const filterLabel = (filter: AnswerFilter) => (filter === 'all' ? 'All' : ANSWER_LABELS[filter]);

type GuestsTabProps = {
  /** Opens the Messages tab with these guests chosen. */
  onTextGuests?: (ids: string[]) => void;
  /** A guest's record to open (the inbox links to it); `at` tells one request from the next. */
  openGuest?: { id: string; at: number };
};

export function GuestsTab({ onTextGuests, openGuest }: GuestsTabProps) {
  const textsOff = useTextsOff();
  const list = useConsoleGuests();
  const guests = useMemo(() => list.data ?? [], [list.data]);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const [sort, setSort] = useState<SortKey>('list');
  const [grouped, setGrouped] = useState(false);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  // The box follows every keystroke; the list catches up when it can, so typing never waits for it.
  const deferredQuery = useDeferredValue(query);
  const households = useMemo(() => householdsOf(guests), [guests]);
  const holders = useMemo(() => seatHolders(guests), [guests]);
  const counts = useMemo(() => answerCounts(guests), [guests]);
  const ordered = useMemo(() => {
    const sorted = sortGuests(guests, sort);
    return grouped ? groupedByInvitation(sorted) : sorted;
  }, [grouped, guests, sort]);
  // Rebuilt when the catalog arrives too: a search finds a meal by the name the couple saved.
  const catalog = useSiteCatalog();
  const searchable = useMemo(() => toSearchable(ordered, catalog), [ordered, catalog]);
  const shown = useMemo(
    () => byAnswer(filterGuests(searchable, deferredQuery, catalog), filter),
    [searchable, deferredQuery, filter, catalog],
  );
  const invitations = useMemo(() => invitationOptions(households), [households]);
  // Only guests still on the list count as selected.
  const selected = useMemo(() => guests.filter((guest) => selectedIds.has(guest.id)), [guests, selectedIds]);
  const allShownSelected = shown.length > 0 && shown.every((guest) => selectedIds.has(guest.id));

  const message = useDialogTarget<AdminGuest>();
  const details = useDialogTarget<AdminGuest | null>();
  const [importing, setImporting] = useState(false);
  const showDetails = details.show;
  useEffect(() => {
    const wanted = openGuest && guests.find((guest) => guest.id === openGuest.id);
    if (wanted) showDetails(wanted);
    // Once per request: a later refresh of the list does not open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openGuest?.at, showDetails]);
  const [showDeleted, setShowDeleted] = useState(false);
  const [movingMany, setMovingMany] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const luid = useSession((state) => state.id);
  const { seatGuest, moveGuests } = useSeatGuests();
  const text = useSendMessageToGuest();
  const download = useExportGuests();

  const select = useCallback((guest: AdminGuest, on: boolean) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(guest.id);
      else next.delete(guest.id);
      return next;
    });
  }, []);
  const selectShown = (on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const guest of shown) {
        if (on) next.add(guest.id);
        else next.delete(guest.id);
      }
      return next;
    });

  const moveMany = async (moves: SeatMove[]) => {
    const done = await moveGuests(moves);
    if (done) setSelectedIds(new Set());
    return done;
  };
  const sendMessage = useCallback(
    async (guest: AdminGuest, msgType: MessageType, cmsg: string, channel: MessageChannel) => {
      try {
        const answer = await text.mutateAsync({
          luid,
          gid: guest.id,
          msgType,
          cmsg: msgType === 'custom' ? cmsg : '',
          ...(channel === 'sms' ? {} : { channel }),
        });
        enqueueSnackbar(answer.message, { variant: 'success' });
        return true;
      } catch {
        return false;
      }
    },
    [text, luid, enqueueSnackbar],
  );
  const exportList = async () => {
    const name = await download.mutateAsync().catch(() => null);
    if (name) enqueueSnackbar(`Saved ${name}.`, { variant: 'success' });
  };

  const current = details.target ? guests.find((guest) => guest.id === details.target!.id) : undefined;
  return (
    <Box sx={{ flex: { xs: 'none', md: 1 }, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          autoFocus
          type="search"
          size="small"
          label="Search guests"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } }}
          sx={{ bgcolor: 'background.paper', flex: '1 1 240px' }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_event, next: AnswerFilter | null) => next && setFilter(next)}
          aria-label="Show guests by RSVP"
          sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
        >
          {filters.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none', py: 0.5, px: 1.25 }}>
              {filterLabel(option)} ({counts[option]})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sort}
          onChange={(event) => setSort(event.target.value as SortKey)}
          sx={{ minWidth: 150, bgcolor: 'background.paper' }}
        >
          {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
            <MenuItem key={key} value={key}>
              {SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          mt: 0.5,
          pl: 2.5,
          color: 'text.secondary',
          fontSize: '0.8rem',
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 4,
        }}
      >
        <li>Enter &apos;:t&apos; to view only guests who have already RSVP.</li>
        <li>Enter &apos;:f&apos; to view only guests who have NOT yet RSVP.</li>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
        <Button variant="contained" size="small" onClick={() => details.show(null)}>
          Add guest
        </Button>
        <Button variant="outlined" size="small" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button variant="outlined" size="small" onClick={exportList} disabled={download.isPending}>
          {download.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button variant="text" size="small" onClick={() => setShowDeleted(true)}>
          Deleted guests
        </Button>
        <FormControlLabel
          control={<Switch size="small" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />}
          label="Group by invitation"
          sx={{ ml: 0.5, '& .MuiFormControlLabel-label': { fontSize: '0.9rem' } }}
        />
      </Box>
      <QueryStatus query={list} what="guest list">
        {() => (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                mt: 0.5,
                pb: 0.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Checkbox
                size="small"
                checked={allShownSelected}
                indeterminate={!allShownSelected && shown.some((guest) => selectedIds.has(guest.id))}
                onChange={(event) => selectShown(event.target.checked)}
                disabled={shown.length === 0}
                slotProps={{ input: { 'aria-label': 'Select every guest shown' } }}
                sx={{ p: 0.75, ml: 0.5 }}
              />
              <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
                Showing: {shown.length} guest(s)
              </Typography>
              {selected.length > 0 && (
                <Box
                  role="region"
                  aria-label="Selected guests"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                >
                  <Typography variant="body2">{selected.length} selected</Typography>
                  {onTextGuests && (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => onTextGuests(selected.map((guest) => guest.id))}
                    >
                      Text them
                    </Button>
                  )}
                  <Button size="small" variant="outlined" onClick={() => setMovingMany(true)}>
                    Move to a table
                  </Button>
                  <InviteToEventButton guestIds={selected.map((guest) => guest.id)} />
                  <Button size="small" onClick={() => setSelectedIds(new Set())}>
                    Clear
                  </Button>
                </Box>
              )}
            </Box>
            {shown.length === 0 && (
              <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                No guests match this search.
              </Typography>
            )}
            <GuestList
              guests={shown}
              households={households}
              grouped={grouped}
              scrollResetKey={`${deferredQuery}|${grouped}|${filter}|${sort}`}
              selected={selectedIds}
              onSelect={select}
              onEdit={details.show}
              onMessage={message.show}
            />
          </>
        )}
      </QueryStatus>
      {message.target && (
        <MessageGuestDialog
          textsOff={textsOff}
          key={message.opened}
          guest={message.target}
          open={message.open}
          onClose={message.close}
          onSend={sendMessage}
        />
      )}
      {details.opened > 0 && (
        <GuestDialog
          key={details.opened}
          opened={details.target}
          current={current}
          invitations={invitations}
          holders={holders}
          onSeat={seatGuest}
          open={details.open}
          onClose={details.close}
        />
      )}
      {movingMany && (
        <MoveToTableDialog
          guests={selected}
          holders={holders}
          open={movingMany}
          onClose={() => setMovingMany(false)}
          onMove={moveMany}
        />
      )}
      {importing && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
      {showDeleted && <DeletedGuestsDialog open={showDeleted} onClose={() => setShowDeleted(false)} />}
    </Box>
  );
}
