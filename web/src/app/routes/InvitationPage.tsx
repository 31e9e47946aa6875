import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { formatEventDate } from '@contract/wedding-dates';
import { Faq } from '../../features/faq/components/Faq';
import { GiftSection } from '../../features/gift/components/GiftSection';
import { Hero } from '../../features/invitation/components/Hero';
import { MainHeader } from '../../features/invitation/components/MainHeader';
import { PageSection } from '../../features/invitation/components/PageSection';
import { StorySection } from '../../features/invitation/components/StorySection';
import { RsvpPanel } from '../../features/rsvp/components/RsvpPanel';
import { AddressPrompt } from '../../features/thank-you-address/components/AddressPrompt';
import { useContent, useLanguage, useT } from '../../lib/i18n/language';
import { fonts } from '../../theme/theme';

const smoothScrolling = { '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } } };

/** What a signed-in guest sees: the page that puts the invitation's sections together. */
export default function InvitationPage() {
  const t = useT();
  const { story } = useContent();
  const language = useLanguage((state) => state.language);
  return (
    <>
      <GlobalStyles styles={smoothScrolling} />
      <MainHeader />
      <Box component="main">
        <Hero action={<RsvpPanel />} />
        <PageSection id="story" title={story.title}>
          <StorySection />
        </PageSection>
        <PageSection id="gift" title={t.gift.sectionTitle} tinted>
          <GiftSection />
          <AddressPrompt />
        </PageSection>
        <PageSection id="faq" title={t.faq.sectionTitle}>
          <Faq />
        </PageSection>
      </Box>
      <Box
        component="footer"
        sx={{ py: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography sx={{ fontFamily: fonts.serif, fontSize: '1.6rem' }}>{wedding.couple.title}</Typography>
        <Typography sx={{ fontSize: '0.95rem' }}>{formatEventDate(language)}</Typography>
      </Box>
    </>
  );
}
