import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { MessagesTab } from '../../features/admin-messages/components/MessagesTab';
import { TablesTab } from '../../features/admin-tables/components/TablesTab';
import { useAdminErrorHandler } from '../../features/admin-guests/hooks/use-admin-error-handler';
import { AdminHeader } from '../../features/admin-guests/components/AdminHeader';
import { GuestsTab } from '../../features/admin-guests/components/GuestsTab';

type AdminTab = 'guests' | 'tables' | 'messages';

/** For screen readers only: the page's heading, which sighted users get from the tabs. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** /guests: the couple's guest list and seating plan. */
export default function GuestsPage() {
  const [tab, setTab] = useState<AdminTab>('guests');
  // Once opened, the Messages tab stays mounted, so a batch being sent is still followed after a look elsewhere.
  const [messagesOpened, setMessagesOpened] = useState(false);
  const onError = useAdminErrorHandler();
  const choose = (next: AdminTab) => {
    setTab(next);
    if (next === 'messages') setMessagesOpened(true);
  };

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AdminHeader />
      <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="h1" sx={visuallyHidden}>
          Guest management
        </Box>
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Container maxWidth="md">
            <Tabs value={tab} onChange={(_event, next: AdminTab) => choose(next)} variant="fullWidth">
              <Tab label="Guests" value="guests" id="tab-guests" aria-controls="panel-guests" />
              <Tab label="Tables" value="tables" id="tab-tables" aria-controls="panel-tables" />
              <Tab label="Messages" value="messages" id="tab-messages" aria-controls="panel-messages" />
            </Tabs>
          </Container>
        </Box>
        {/* The Guests tab stays mounted so its search and scroll survive a look at the tables. */}
        <Container
          maxWidth="md"
          role="tabpanel"
          id="panel-guests"
          aria-labelledby="tab-guests"
          hidden={tab !== 'guests'}
          sx={{ flex: 1, minHeight: 0, flexDirection: 'column', pt: 2, display: tab === 'guests' ? 'flex' : 'none' }}
        >
          <GuestsTab onError={onError} />
        </Container>
        {tab === 'tables' && (
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <Container maxWidth="lg" role="tabpanel" id="panel-tables" aria-labelledby="tab-tables" sx={{ py: 2 }}>
              <TablesTab onError={onError} />
            </Container>
          </Box>
        )}
        {messagesOpened && (
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: tab === 'messages' ? 'block' : 'none' }}>
            <Container
              maxWidth="md"
              role="tabpanel"
              id="panel-messages"
              aria-labelledby="tab-messages"
              hidden={tab !== 'messages'}
              sx={{ py: 2 }}
            >
              <MessagesTab onError={onError} />
            </Container>
          </Box>
        )}
      </Box>
    </Box>
  );
}
