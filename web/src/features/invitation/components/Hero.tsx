import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { wedding } from '@config';
import { formatEventDate, weddingMoments } from '@contract/wedding-dates';
import { Countdown } from './Countdown';
import { HeroSlideshow } from './HeroSlideshow';
import { Ornament } from './Ornament';
import { HEADER_HEIGHT } from './PageSection';

/** The first screen: the slideshow behind a frosted invitation card. `action` is the RSVP button. */
export function Hero({ action }: { action: ReactNode }) {
  const { event } = wedding;
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
        placeItems: 'center',
        px: 2,
        py: { xs: 5, sm: 8 },
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
          bgcolor: 'rgba(255, 255, 255, 0.86)',
          backdropFilter: 'blur(6px)',
          border: '1px solid rgba(255, 255, 255, 0.7)',
          boxShadow: '0 24px 64px rgba(60, 30, 45, 0.2)',
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
          {wedding.tagline}
        </Typography>
        <Ornament color="#7d6230" />
        <Typography component="p" sx={{ fontWeight: 600, fontSize: { xs: '1.05rem', sm: '1.15rem' } }}>
          {formatEventDate('en')}
        </Typography>
        <Link href={event.mapsUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 0.5 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {event.venueName}
          </Box>
          {event.venueAddress}
        </Link>
        <Box sx={{ my: 3 }}>
          <Countdown targetMs={weddingMoments.ceremonyAt} />
        </Box>
        {action}
      </Box>
    </Box>
  );
}
