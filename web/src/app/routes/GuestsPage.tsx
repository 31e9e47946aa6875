import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdminHeader } from '../../components/AdminHeader';
import { createAdminQueryClient } from '../../lib/admin-query-client';
import { useAdminErrorHandler } from '../../lib/use-admin-error-handler';
import { ContentCatalog } from '../../lib/site-catalog';
import { GuestsTab } from '../../features/guests/list/components/GuestsTab';
import { YourAlertsCard } from '../../features/guests/editor/components/YourAlertsCard';
import { useInboxUnread } from '../../features/admin-inbox/api/inbox';
import { InboxTab } from '../../features/admin-inbox/components/InboxTab';
import { MessagesTab } from '../../features/admin-messages/components/MessagesTab';
import { OverviewTab } from '../../features/admin-overview/components/OverviewTab';
import { SettingsTab } from '../../features/admin-overview/components/SettingsTab';
import { TablesTab } from '../../features/guests/seating/components/TablesTab';
import { GiftsTab } from '../../features/admin-last-weeks/components/GiftsTab';
import WeddingTab from '../../features/admin-content/components/WeddingTab';
import type { MessageForm } from '../../features/admin-messages/message-form';

// The wedding day's tab (with the door sign's QR code library) loads when it is first opened.
const DayTab = lazy(() => import('../../features/admin-day/components/DayTab'));

type AdminTab = 'guests' | 'tables' | 'overview' | 'messages' | 'inbox' | 'gifts' | 'day' | 'wedding' | 'settings';

/** For screen readers only: the page's heading, which sighted users get from the tabs. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ScrollingPanel({ id, children }: { id: AdminTab; children: React.ReactNode }) {
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <Container maxWidth="lg" role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} sx={{ py: 2 }}>
        {children}
      </Container>
    </Box>
  );
}

/** The Inbox tab's label carries the number of unread replies, so it shows whichever tab is open. */
function InboxLabel() {
  const unread = useInboxUnread();
  return <>{unread ? `Inbox (${unread})` : 'Inbox'}</>;
}

/** /guests: the couple's console: guest list, seating plan, overview, bulk texts and the inbox. */
export default function GuestsPage() {
  const onError = useAdminErrorHandler();
  // One client per visit to the page, so a sign-out leaves no admin data cached behind.
  const [queryClient] = useState(() => createAdminQueryClient(onError));
  return (
    <QueryClientProvider client={queryClient}>
      {/* The events, meals and questions as the couple saved them: every tab shows them once they arrive. */}
      <ContentCatalog>
        <Console />
      </ContentCatalog>
    </QueryClientProvider>
  );
}

function Console() {
  const [tab, setTab] = useState<AdminTab>('guests');
  // Once opened, the Messages tab stays mounted, so a batch being sent is still followed after a look elsewhere.
  const [messagesOpened, setMessagesOpened] = useState(false);
  const [chosen, setChosen] = useState<{ ids: string[]; at: number }>();
  const show = (next: AdminTab) => {
    setTab(next);
    if (next === 'messages') setMessagesOpened(true);
  };
  const textGuests = (ids: string[]) => {
    setChosen({ ids, at: Date.now() });
    show('messages');
  };
  // The Day tab's note, texted to everyone attending: the Messages tab opens with it filled in.
  const [prefill, setPrefill] = useState<{ form: Partial<MessageForm>; at: number }>();
  const textNote = (cmsg: string) => {
    setPrefill({ form: { audience: 'attending', guestIds: [], msgType: 'custom', cmsg }, at: Date.now() });
    show('messages');
  };
  // The inbox's link to a guest's record: the Guests tab opens their dialog.
  const [openGuest, setOpenGuest] = useState<{ id: string; at: number }>();
  const openRecord = (id: string) => {
    setOpenGuest({ id, at: Date.now() });
    show('guests');
  };
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AdminHeader />
      <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="h1" sx={visuallyHidden}>
          Guest management
        </Box>
        <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Container maxWidth="md" disableGutters>
            {/* On a phone the tabs scroll sideways rather than squeezing their labels together. */}
            <Tabs
              value={tab}
              onChange={(_event, next: AdminTab) => show(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ '& .MuiTabs-flexContainer': { justifyContent: { md: 'space-around' } } }}
            >
              <Tab label="Guests" value="guests" id="tab-guests" aria-controls="panel-guests" />
              <Tab label="Tables" value="tables" id="tab-tables" aria-controls="panel-tables" />
              <Tab label="Overview" value="overview" id="tab-overview" aria-controls="panel-overview" />
              <Tab label="Messages" value="messages" id="tab-messages" aria-controls="panel-messages" />
              <Tab label={<InboxLabel />} value="inbox" id="tab-inbox" aria-controls="panel-inbox" />
              <Tab label="Gifts" value="gifts" id="tab-gifts" aria-controls="panel-gifts" />
              <Tab label="Day" value="day" id="tab-day" aria-controls="panel-day" />
              <Tab label="Wedding" value="wedding" id="tab-wedding" aria-controls="panel-wedding" />
              <Tab label="Settings" value="settings" id="tab-settings" aria-controls="panel-settings" />
            </Tabs>
          </Container>
        </Box>
        {/* The Guests tab stays mounted so its search and scroll survive a look at the other tabs. */}
        <Container
          maxWidth="xl"
          role="tabpanel"
          id="panel-guests"
          aria-labelledby="tab-guests"
          hidden={tab !== 'guests'}
          sx={{
            flex: 1,
            minHeight: 0,
            flexDirection: 'column',
            pt: 1.5,
            display: tab === 'guests' ? 'flex' : 'none',
            // On a phone the search, filters and buttons scroll away above the list, which then fills the
            // panel (GuestList's 100cqh); on a wider screen they stay and the list scrolls beside nothing.
            overflowY: { xs: 'auto', md: 'visible' },
            containerType: { xs: 'size', md: 'normal' },
          }}
        >
          <GuestsTab onTextGuests={textGuests} openGuest={openGuest} />
        </Container>
        {tab === 'tables' && (
          <ScrollingPanel id="tables">
            <TablesTab />
          </ScrollingPanel>
        )}
        {tab === 'overview' && (
          <ScrollingPanel id="overview">
            <OverviewTab />
          </ScrollingPanel>
        )}
        {tab === 'inbox' && (
          <ScrollingPanel id="inbox">
            <InboxTab onOpenGuest={openRecord} />
          </ScrollingPanel>
        )}
        {tab === 'gifts' && (
          <ScrollingPanel id="gifts">
            <GiftsTab />
          </ScrollingPanel>
        )}
        {tab === 'day' && (
          <ScrollingPanel id="day">
            <Suspense fallback={<Typography role="status">Loading the Day tab...</Typography>}>
              <DayTab onTextNote={textNote} />
            </Suspense>
          </ScrollingPanel>
        )}
        {tab === 'wedding' && (
          <ScrollingPanel id="wedding">
            <WeddingTab />
          </ScrollingPanel>
        )}
        {tab === 'settings' && (
          <ScrollingPanel id="settings">
            <SettingsTab />
            <Box sx={{ mt: 2 }}>
              <YourAlertsCard />
            </Box>
          </ScrollingPanel>
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
              <MessagesTab chosen={chosen} prefill={prefill} />
            </Container>
          </Box>
        )}
      </Box>
    </Box>
  );
}
