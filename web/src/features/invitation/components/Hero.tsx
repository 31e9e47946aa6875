import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { wedding } from '@config';
import { formatEventDate, weddingMoments } from '@contract/wedding-dates';
import { useContent, useLanguage } from '../../../stores/language';
import { shades } from '../../../theme/theme';
import { AddToCalendar } from './AddToCalendar';
import { Countdown } from './Countdown';
import { HeroSlideshow } from './HeroSlideshow';
import { Ornament } from './Ornament';
import { HEADER_HEIGHT } from './PageSection';

/**
 * The first screen: the slideshow behind a frosted invitation card. `action` is the RSVP button with the
 * guest's answers, which arrive after the page: the card sits at the top of the hero, so when they arrive
 * it grows downwards and nothing above them moves.
 */
export const Hero = memo(function Hero({ action }: { action: ReactNode }) {
  const { event } = wedding;
  const { tagline } = useContent();
  const language = useLanguage((state) => state.language);
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        minHeight: `calc(100svh - ${HEADER_HEIGHT}px)`,
        scrollMarginTop: HEADER_HEIGHT,
        display: 'grid',
        justifyItems: 'center',
        alignItems: 'start',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <HeroSlideshow />
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 560,
          textAlign: 'center',
          px: { xs: 2.5, sm: 5 },
          py: { xs: 4, sm: 5 },
          borderRadius: 5,
          bgcolor: shades.heroCard,
          backdropFilter: 'blur(6px)',
          border: `1px solid ${shades.heroCardBorder}`,
          boxShadow: shades.heroCardShadow,
        }}
      >
        <Typography
          variant="h1"
          id="home-title"
          sx={{ fontSize: 'clamp(2.1rem, 10vw, 3.8rem)', lineHeight: 1.05, color: 'primary.main' }}
        >
          {wedding.couple.title}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: { xs: '0.9rem', sm: '1rem' }, letterSpacing: '0.04em' }}>
          {tagline}
        </Typography>
        <Ornament color={wedding.colors.accent} />
        <Typography component="p" sx={{ fontWeight: 600, fontSize: { xs: '1.05rem', sm: '1.15rem' } }}>
          {formatEventDate(language)}
        </Typography>
        <Link href={event.mapsUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 0.5 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {event.venueName}
          </Box>
          {event.venueAddress}
        </Link>
        <AddToCalendar />
        <Box sx={{ my: 3 }}>
          <Countdown targetMs={weddingMoments.ceremonyAt} />
        </Box>
        {action}
      </Box>
    </Box>
  );
});
