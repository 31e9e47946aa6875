import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGuestHistory } from '../api/get-guest-history';
import { lastSentText } from '../guest-format';
import { actionNames, changeLines } from '../history-format';

/** Who changed what, when, from what to what: enough to undo any change by hand. */
export function GuestHistory({ guestId }: { guestId: string }) {
  const { data: entries, status } = useGuestHistory(guestId);
  if (status === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} />
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  if (!entries?.length) return <Typography sx={{ py: 2 }}>No changes recorded yet.</Typography>;
  return (
    <Box component="ol" aria-label="History, newest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
            {actionNames[entry.action] ?? entry.action} by {entry.byName || entry.by}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {lastSentText(entry.at)}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {changeLines(entry).map((line) => (
              <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
