import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { instantInZone, LOCALES } from '@contract/wedding-dates';
import { useContent, useLanguage, useT } from '../../../stores/language';
import { useSiteCatalog } from '../../../lib/catalog-context';
import type { InvitationGuest } from '../api/get-invitation';

const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The further events someone on the invitation is invited to: name, time, place and a map link. */
export function EventList({ guests }: { guests: InvitationGuest[] }) {
  const t = useT();
  const language = useLanguage((state) => state.language);
  const content = useContent();
  const catalog = useSiteCatalog();
  // Times, places and names as the couple saved them in the console (site/content), else the config's.
  const invited = catalog.events
    .map((event) => ({ ...event, ...content.events[event.id] }))
    .filter((event) => !event.hidden && guests.some((guest) => guest.events.includes(event.id)));
  if (!invited.length) return null;
  const { timeZone } = wedding.event;
  const when = (startsAt: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
      instantInZone(startsAt, timeZone),
    );

  return (
    <Box component="section" aria-labelledby="event-list-title" data-testid="event-list" sx={{ mt: 2.5 }}>
      <Typography
        id="event-list-title"
        component="h2"
        sx={{ fontSize: '0.8rem', letterSpacing: '0.14em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {t.rsvp.eventsTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}>
        {invited.map((event) => {
          const name = event.name;
          return (
            <Box component="li" key={event.id} data-testid={`event-${event.id}`} sx={{ lineHeight: 1.4 }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {name}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.92rem' }}>
                {when(event.startsAt)}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.92rem' }}>
                {event.venueName}, {event.venueAddress} ·{' '}
                <Link
                  href={mapUrl(event.venueAddress)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.rsvp.mapOf(name)}
                >
                  {t.rsvp.map}
                </Link>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
