import { memo, useEffect, useRef, type ReactNode } from 'react';
import { wedding } from '@config';
import { formatEventDate, weddingMoments } from '@contract/wedding-dates';
import { useContent, useLanguage } from '../../../stores/language';
import { AddToCalendar } from './AddToCalendar';
import { Countdown } from './Countdown';
import { HeroSlideshow } from './HeroSlideshow';
import { Ornament } from './Ornament';
import { HeroStyles } from './hero-css';
import { watchHeroBox } from '../hero-preload';

/**
 * The first screen: the slideshow behind a frosted invitation card. `action` is the RSVP button with the
 * guest's answers, which arrive after the page: the card sits at the top of the hero, so when they arrive
 * it grows downwards and nothing above them moves.
 */
export const Hero = memo(function Hero({ action }: { action: ReactNode }) {
  const { event } = wedding;
  const { tagline } = useContent();
  const language = useLanguage((state) => state.language);
  // Where the hero is, for the next visit's stand-in for its photo (hero-preload.ts).
  const section = useRef<HTMLElement>(null);
  useEffect(() => watchHeroBox(section.current), []);
  return (
    <section ref={section} id="home" aria-labelledby="home-title" className="bcw-hero">
      <HeroStyles />
      <HeroSlideshow />
      <div className="bcw-hero-card">
        <h1 id="home-title" className="bcw-hero-title">
          {wedding.couple.title}
        </h1>
        <p className="bcw-hero-tagline">{tagline}</p>
        <Ornament color={wedding.colors.accent} />
        <p className="bcw-hero-date">{formatEventDate(language)}</p>
        <a href={event.mapsUrl} target="_blank" rel="noopener noreferrer" className="bcw-hero-venue">
          <span>{event.venueName}</span>
          {event.venueAddress}
        </a>
        <AddToCalendar />
        <div className="bcw-hero-countdown">
          <Countdown targetMs={weddingMoments.ceremonyAt} />
        </div>
        {action}
      </div>
    </section>
  );
});
