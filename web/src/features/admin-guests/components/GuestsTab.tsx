import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSession } from '../../../lib/session';
import { useConsoleGuests } from '../api/get-console-guests';
import { useExportGuests } from '../api/export-guests';
import { useSendMessageToGuest } from '../api/send-message-to-guest';
import { useUpdateGuestTable } from '../api/update-guest-table';
import type { EditChoice } from '../dialog-rules';
import { filterGuests, toSearchable } from '../guest-search';
import { groupedByInvitation, householdsOf, invitationOptions } from '../households';
import { useDialogTarget } from '../hooks/use-dialog-target';
import type { AdminGuest, MessageType } from '../types';
import { DeletedGuestsDialog } from './DeletedGuestsDialog';
import { EditGuestDialog } from './EditGuestDialog';
import { GuestDialog } from './GuestDialog';
import { GuestList } from './GuestList';
import { ImportDialog } from './ImportDialog';
import { MessageGuestDialog } from './MessageGuestDialog';

export function GuestsTab() {
  const list = useConsoleGuests();
  const guests = useMemo(() => list.data ?? [], [list.data]);
  const [query, setQuery] = useState('');
  const [grouped, setGrouped] = useState(false);
  // The box follows every keystroke; the list catches up when it can, so typing never waits for it.
  const deferredQuery = useDeferredValue(query);
  const households = useMemo(() => householdsOf(guests), [guests]);
  const ordered = useMemo(() => (grouped ? groupedByInvitation(guests) : guests), [grouped, guests]);
  const searchable = useMemo(() => toSearchable(ordered), [ordered]);
  const shown = useMemo(() => filterGuests(searchable, deferredQuery), [searchable, deferredQuery]);
  const invitations = useMemo(() => invitationOptions(households), [households]);

  const edit = useDialogTarget<AdminGuest>();
  const message = useDialogTarget<AdminGuest>();
  const details = useDialogTarget<AdminGuest | null>();
  const [importing, setImporting] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const luid = useSession((state) => state.id);
  const seat = useUpdateGuestTable();
  const text = useSendMessageToGuest();
  const download = useExportGuests();

  const updateTable = useCallback(
    async (guest: AdminGuest, { table, tpos }: EditChoice) => {
      try {
        const answer = await seat.mutateAsync({ luid, gid: guest.id, table, tpos });
        enqueueSnackbar(answer.message, { variant: 'success' });
        return true;
      } catch {
        return false;
      }
    },
    [seat, luid, enqueueSnackbar],
  );
  const sendMessage = useCallback(
    async (guest: AdminGuest, msgType: MessageType, cmsg: string) => {
      try {
        const answer = await text.mutateAsync({ luid, gid: guest.id, msgType, cmsg: msgType === 'custom' ? cmsg : '' });
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
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <TextField
        autoFocus
        fullWidth
        type="search"
        label="Search guests"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary', fontSize: '0.85rem' }}>
        <li>Enter &apos;:t&apos; to view only guests who have already RSVP.</li>
        <li>Enter &apos;:f&apos; to view only guests who have NOT yet RSVP.</li>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
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
            <Typography role="status" sx={{ my: 1.5, fontWeight: 600 }}>
              Showing: {shown.length} guest(s)
            </Typography>
            {shown.length === 0 && (
              <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                No guests match this search.
              </Typography>
            )}
            <GuestList
              guests={shown}
              households={households}
              grouped={grouped}
              scrollResetKey={`${deferredQuery}|${grouped}`}
              onEdit={edit.show}
              onMessage={message.show}
              onDetails={details.show}
            />
          </>
        )}
      </QueryStatus>
      {edit.target && (
        <EditGuestDialog
          key={edit.opened}
          guest={edit.target}
          open={edit.open}
          onClose={edit.close}
          onSubmit={updateTable}
        />
      )}
      {message.target && (
        <MessageGuestDialog
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
          open={details.open}
          onClose={details.close}
        />
      )}
      {importing && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
      {showDeleted && <DeletedGuestsDialog open={showDeleted} onClose={() => setShowDeleted(false)} />}
    </Box>
  );
}
