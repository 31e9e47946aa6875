import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryStatus } from '../../../../components/QueryStatus';
import { useGuestHistory } from '../api/get-guest-history';
import { useSiteCatalog } from '../../../../lib/site-catalog';
import { actionNames, changeLines, historyTime } from '../history-format';
import type { HistoryEntry } from '../../shared/types';

/** Who changed what, when, from what to what: enough to undo any change by hand. */
export function GuestHistory({
  guestId,
  invitationOf,
}: {
  guestId: string;
  /** An invitation's people's names, for lines that move a guest between invitations. */
  invitationOf?: (invtId: string) => string;
}) {
  const history = useGuestHistory(guestId);
  return (
    <QueryStatus query={history} what="history">
      {(entries) =>
        entries.length ? (
          <HistoryList entries={entries} invitationOf={invitationOf} />
        ) : (
          <Typography sx={{ py: 2 }}>No changes recorded yet.</Typography>
        )
      }
    </QueryStatus>
  );
}

function HistoryList({
  entries,
  invitationOf,
}: {
  entries: HistoryEntry[];
  invitationOf?: (invtId: string) => string;
}) {
  // Events and questions by the names the couple last saved (site/content).
  const catalog = useSiteCatalog();
  return (
    <Box component="ol" aria-label="History, newest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
            {actionNames[entry.action] ?? entry.action} by {entry.byName || entry.by}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {historyTime(entry.at)}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {changeLines(entry, catalog, invitationOf).map((line) => (
              <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'break-word' }}>
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
