import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { filterGuests, toSearchable } from '../guest-search';
import type { AdminErrorHandler } from '../hooks/use-admin-error-handler';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useGuests } from '../hooks/use-guests';
import { useSendMessage } from '../hooks/use-send-message';
import { useUpdateGuestTable } from '../hooks/use-update-guest-table';
import type { AdminGuest } from '../types';
import { EditGuestDialog } from './EditGuestDialog';
import { GuestList } from './GuestList';
import { MessageGuestDialog } from './MessageGuestDialog';

export function GuestsTab({ onError }: { onError: AdminErrorHandler }) {
  const { guests, status, reload } = useGuests(onError);
  const [query, setQuery] = useState('');
  // The box follows every keystroke; the list catches up when it can, so typing never waits for it.
  const deferredQuery = useDeferredValue(query);
  const searchable = useMemo(() => toSearchable(guests), [guests]);
  const shown = useMemo(() => filterGuests(searchable, deferredQuery), [searchable, deferredQuery]);

  const edit = useDialogTarget<AdminGuest>();
  const message = useDialogTarget<AdminGuest>();
  const updateTable = useUpdateGuestTable(onError, reload);
  const sendMessage = useSendMessage(onError, reload);

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
      {status === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
          <CircularProgress size={22} />
          <Typography>Loading...</Typography>
        </Box>
      ) : status === 'failed' ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 1.5 }}>The guest list could not be loaded.</Typography>
          <Button variant="outlined" onClick={() => void reload()}>
            Try again
          </Button>
        </Box>
      ) : (
        <>
          <Typography role="status" sx={{ my: 1.5, fontWeight: 600 }}>
            Showing: {shown.length} guest(s)
          </Typography>
          {shown.length === 0 && (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
              No guests match this search.
            </Typography>
          )}
          <GuestList guests={shown} scrollResetKey={deferredQuery} onEdit={edit.show} onMessage={message.show} />
        </>
      )}
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
    </Box>
  );
}
