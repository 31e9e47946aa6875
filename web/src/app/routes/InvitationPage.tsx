import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, memo, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { wedding } from '@config';
import { formatEventDate } from '@contract/wedding-dates';
import { GiftSection } from '../../features/gift/components/GiftSection';
import { Hero } from '../../features/invitation/components/Hero';
import { MainHeader } from '../../features/invitation/components/MainHeader';
import { PageSection } from '../../features/invitation/components/PageSection';
import { StorySection } from '../../features/invitation/components/StorySection';
import { rememberDayWindow, TopCards, useHoldForToday } from '../../features/invitation/components/TopCards';
import { RsvpPanel } from '../../features/rsvp/components/RsvpPanel';
import { useInvitation } from '../../features/rsvp/hooks/use-invitation';
import { SiteCatalog } from '../../lib/catalog-context';
import { keepStylesWhenIdle } from '../../lib/style-cache';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../../stores/session';
import { AdminArea } from './admin-screen';
import { AddressPrompt } from '../../features/thank-you-address/components/AddressPrompt';
import { PageContent, useContent, useLanguage, useT } from '../../stores/language';
import { fonts } from '../../theme/theme';
import { StaticSheet } from '../../components/StaticSheet';

// The FAQ, last on the page, loads when it comes near the screen; announcements only when there are some.
const Faq = lazy(() => import('../../features/faq/components/Faq'));
const loadAnnouncements = () => import('../../features/invitation/components/Announcements');
const Announcements = lazy(loadAnnouncements);
// On a day with an event (the invitation call says so), the Today card opens the page: its own chunk.
const loadTodayCard = () => import('../../features/day/components/TodayCard');
const TodayCard = lazy(loadTodayCard);

/** What the cards above the hero took on this device's last visit, at this width. */
/** Renders `children` once this spot comes within a screen of the viewport (or is linked to by #id). */
function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver (or a test's DOM) renders it at once.
  const [near, setNear] = useState(() => location.hash === `#${id}` || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    // (Checked here too: a test's DOM may take it away while the page is still mounted.)
    if (near || !spot.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen[0]?.isIntersecting && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={spot}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}

/**
 * Renders `children` (the sections below the first screen) just after the first screen is on it, in a
 * transition that yields to the browser: the first screen's work is not one long task with theirs. A link
 * to one of `ids` (#story) renders them at once, so the page can scroll to it.
 */
function AfterFirstScreen({ ids, children }: { ids: string[]; children: ReactNode }) {
  const [shown, setShown] = useState(() => ids.some((id) => location.hash === `#${id}`));
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}

/**
 * The sections below the first screen and the footer. Memo: the page re-renders as its answer and cards
 * arrive, and these depend on neither (styling each element again is most of a render's cost on a phone).
 */
const BelowFirstScreen = memo(function BelowFirstScreen({ storyTitle }: { storyTitle: string }) {
  const t = useT();
  return (
    <AfterFirstScreen ids={['story', 'gift', 'faq']}>
      <PageSection id="story" title={storyTitle}>
        <StorySection />
      </PageSection>
      <PageSection id="gift" title={t.gift.sectionTitle} tinted>
        <GiftSection />
        <AddressPrompt />
      </PageSection>
      <PageSection id="faq" title={t.faq.sectionTitle}>
        <WhenNear id="faq">
          <Faq />
        </WhenNear>
      </PageSection>
    </AfterFirstScreen>
  );
});

// Plain elements under a static sheet (components/StaticSheet.tsx says why), as MUI's Box and Typography made them.
const footerCss = `
.bcw-footer{padding:32px 0;text-align:center;background-color:${wedding.colors.primary};color:#fff}
.bcw-footer p{margin:0}
.bcw-footer .bcw-footer-names{font-family:${fonts.serif};font-size:1.6rem}
.bcw-footer .bcw-footer-date{font-size:0.95rem}
`;

const Footer = memo(function Footer() {
  const language = useLanguage((state) => state.language);
  return (
    <AfterFirstScreen ids={[]}>
      <footer className="bcw-footer">
        <StaticSheet name="bcw-footer" css={footerCss} />
        <p className="bcw-footer-names">{wedding.couple.title}</p>
        <p className="bcw-footer-date">{formatEventDate(language)}</p>
      </footer>
    </AfterFirstScreen>
  );
});

const smoothScrolling = { '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } } };

/** What a signed-in guest sees: the page that puts the invitation's sections together. */
export default function InvitationPage() {
  const invitation = useInvitation();
  const builtIn = useContent();
  const { story, announcements } = invitation.content ?? builtIn;
  const { day, seatingPublished } = invitation.settings;
  const showToday = Boolean(day?.open && seatingPublished);
  const showAnnouncements = Boolean(announcements?.length);
  const loading = invitation.state === 'loading';
  const { hold: holdForToday, loaded } = useHoldForToday(loading, loadTodayCard, loadAnnouncements);
  const Today = loaded.today ?? TodayCard;
  const Notes = loaded.announcements ?? Announcements;
  useEffect(() => {
    if (invitation.state === 'ready') rememberDayWindow(day);
  }, [invitation.state, day]);
  // The page's styles, kept for the guest's next visit once it is all on the screen.
  useEffect(() => {
    if (invitation.state === 'ready') keepStylesWhenIdle();
  }, [invitation.state]);
  // An admin's View Guests opens the console at once: its chunk loads once this page is idle.
  const isAdmin = useSession((state) => state.isAdmin);
  useEffect(() => {
    if (invitation.state === 'ready' && isAdmin) whenIdle(() => void AdminArea.preload().catch(() => undefined));
  }, [invitation.state, isAdmin]);
  if (holdForToday)
    return (
      <>
        <MainHeader />
        {/* A screen's height, so that nothing below (the footer) shows and moves when the page arrives. */}
        <main aria-busy="true" style={{ minHeight: '100dvh' }} />
      </>
    );
  return (
    <PageContent.Provider value={invitation.content}>
      <SiteCatalog.Provider value={invitation.catalog}>
        <GlobalStyles styles={smoothScrolling} />
        <MainHeader />
        <main>
          <TopCards
            pending={loading}
            today={showToday}
            announcements={showAnnouncements}
            loadToday={loadTodayCard}
            loadAnnouncements={loadAnnouncements}
          >
            {showToday && day && <Today guests={invitation.guests} day={day} />}
            {showAnnouncements && <Notes />}
          </TopCards>
          <Hero action={<RsvpPanel invitation={invitation} />} />
          <BelowFirstScreen storyTitle={story.title} />
        </main>
        <Footer />
      </SiteCatalog.Provider>
    </PageContent.Provider>
  );
}
