import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { wedding } from '@config';
import type { DayWindow } from '@contract/day';
import { companionLabel } from '@contract/events';
import { displayName } from '@contract/people';
import { guestSeatLabel } from '@contract/seating';
import { formatDay, LOCALES } from '@contract/wedding-dates';
import type { InvitationGuest } from '@contract/invitation';
import { useContent, useLanguage } from '../../../stores/language';
import { useSiteCatalog } from '../../../lib/catalog-context';
import { shades } from '../../../theme/theme';
import { TODAY_WORDS } from '../today-words';
import { dayEvents, latestDayNote, nowAndNext, venueOf, weddingDayEvent, windowHolds, type DayEvent } from '../today';

const MINUTE = 60_000;

const heading = {
  fontSize: '0.8rem',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  mt: 2.5,
} as const;

/** The clock, ticking each minute, so "on now" and "next" move on while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Props = { guests: InvitationGuest[]; day: DayWindow };

/**
 * The page's first card on a day with an event: where each attending person sits, the day's events with
 * what is on now and next, the venue with a map link, and the couple's latest day-of note. Its own chunk,
 * loaded only in day mode; everything it shows came with the page's invitation call.
 */
export default function TodayCard({ guests, day }: Props) {
  const language = useLanguage((state) => state.language);
  const content = useContent();
  const catalog = useSiteCatalog();
  const now = useMinuteClock();
  if (!windowHolds(day, now)) return null;
  const words = TODAY_WORDS[language];
  const invited = new Set(guests.flatMap((guest) => guest.events));
  // Times, places and names as the couple saved them in the console, else the config's.
  const further = catalog.events.map((event) => ({ ...event, ...content.events[event.id] }));
  const events = dayEvents(day, weddingDayEvent(words.wedding), further, invited);
  const { on, next } = nowAndNext(events, now);
  const venue = venueOf(events, now);
  const attending = guests.filter((guest) => guest.rsvp);
  const note = latestDayNote(content.dayNotes);
  const time = new Intl.DateTimeFormat(LOCALES[language], { timeZone: wedding.event.timeZone, timeStyle: 'short' });
  const nameOf = (guest: InvitationGuest) => {
    const host = guests.find((other) => other.id === guest.companionOf);
    return displayName(guest) || (host ? companionLabel(host) : '');
  };
  const stateOf = (event: DayEvent) =>
    on.includes(event) ? words.onNow : event === next ? words.next : event.endsAt <= now ? words.over : '';

  return (
    <Box
      component="section"
      aria-labelledby="today-title"
      data-testid="today-card"
      sx={{ px: 2, pt: { xs: 3, sm: 5 }, pb: 1, display: 'grid', justifyItems: 'center' }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 560,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 3, sm: 4 },
          borderRadius: 5,
          bgcolor: 'background.paper',
          border: `1px solid ${shades.heroCardBorder}`,
          boxShadow: shades.heroCardShadow,
        }}
      >
        <Typography
          component="h2"
          variant="h2"
          id="today-title"
          sx={{ fontSize: 'clamp(2rem, 9vw, 3rem)', lineHeight: 1.1, color: 'primary.main', textAlign: 'center' }}
        >
          {words.title}
        </Typography>
        <Typography sx={{ textAlign: 'center', mt: 0.5, fontWeight: 600 }}>{formatDay(day.date, language)}</Typography>

        {note && (
          <Box component="section" aria-labelledby="today-note-title" data-testid="today-note">
            <Typography id="today-note-title" component="h3" sx={heading}>
              {words.noteTitle}
            </Typography>
            <style>{'.day-note p{margin:0}.day-note a{color:inherit;text-decoration:underline}'}</style>
            <Box
              className="day-note"
              sx={{ mt: 0.5, fontSize: '1.05rem' }}
              dangerouslySetInnerHTML={{ __html: note.html }}
            />
          </Box>
        )}

        {attending.length > 0 && (
          <Box component="section" aria-labelledby="today-seats-title">
            <Typography id="today-seats-title" component="h3" sx={heading}>
              {words.seatsTitle}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.5 }}>
              {attending.map((guest) => (
                <Box component="li" key={guest.id} data-testid={`today-seat-${guest.id}`} sx={{ lineHeight: 1.4 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {nameOf(guest)}
                  </Box>
                  {': '}
                  <Box
                    component="span"
                    sx={{ color: guest.table ? 'primary.main' : 'text.secondary', fontWeight: 600 }}
                  >
                    {guest.table ? guestSeatLabel(guest.table, guest.tpos ?? '', language) : words.noSeat}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}

        {events.length > 0 && (
          <Box component="section" aria-labelledby="today-events-title">
            <Typography id="today-events-title" component="h3" sx={heading}>
              {words.eventsTitle}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.75 }}>
              {events.map((event) => {
                const state = stateOf(event);
                return (
                  <Box component="li" key={event.id} data-testid={`today-event-${event.id}`} sx={{ lineHeight: 1.4 }}>
                    <Box component="span" sx={{ display: 'block' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {event.name}
                      </Box>
                      {state && (
                        <Box
                          component="span"
                          sx={{
                            ml: 1,
                            px: 1,
                            borderRadius: 99,
                            fontSize: '0.8rem',
                            fontWeight: 700,
                            bgcolor: state === words.over ? 'transparent' : 'primary.main',
                            color: state === words.over ? 'text.secondary' : 'primary.contrastText',
                          }}
                        >
                          {state}
                        </Box>
                      )}
                    </Box>
                    <Box component="span" sx={{ display: 'block', fontSize: '0.92rem' }}>
                      {time.format(event.startsAt)} – {time.format(event.endsAt)} · {event.venueName}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        )}

        {venue && (
          <Box component="section" aria-labelledby="today-where-title" data-testid="today-venue">
            <Typography id="today-where-title" component="h3" sx={heading}>
              {words.whereTitle}
            </Typography>
            <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{venue.venueName}</Typography>
            <Typography sx={{ fontSize: '0.95rem' }}>{venue.venueAddress}</Typography>
            <Link
              href={venue.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={words.mapOf(venue.venueName)}
              sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}
            >
              {words.openMap}
            </Link>
          </Box>
        )}
        <Typography sx={{ mt: 2.5, fontSize: '0.9rem', color: 'text.secondary', textAlign: 'center' }}>
          {words.rsvpBelow}
        </Typography>
      </Box>
    </Box>
  );
}
