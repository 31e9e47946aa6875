import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { formatEventDate } from '@contract/wedding-dates';
import { Faq } from '../../features/faq/components/Faq';
import { GiftSection } from '../../features/gift/components/GiftSection';
import { RsvpButton } from '../../features/rsvp/components/RsvpButton';
import { Hero } from '../../features/invitation/components/Hero';
import { MainHeader } from '../../features/invitation/components/MainHeader';
import { PageSection } from '../../features/invitation/components/PageSection';
import { StorySection } from '../../features/invitation/components/StorySection';

const smoothScrolling = { '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } } };

/** What a signed-in guest sees: the page that puts the invitation's sections together. */
export default function InvitationPage() {
  return (
    <>
      <GlobalStyles styles={smoothScrolling} />
      <MainHeader />
      <Box component="main">
        <Hero action={<RsvpButton />} />
        <PageSection id="story" title={wedding.story.title}>
          <StorySection />
        </PageSection>
        <PageSection id="gift" title="Support Us" tinted>
          <GiftSection />
        </PageSection>
        <PageSection id="faq" title="Frequently Asked Questions">
          <Faq />
        </PageSection>
      </Box>
      <Box
        component="footer"
        sx={{ py: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontSize: '1.6rem' }}>
          {wedding.couple.title}
        </Typography>
        <Typography sx={{ fontSize: '0.95rem' }}>{formatEventDate('en')}</Typography>
      </Box>
    </>
  );
}
