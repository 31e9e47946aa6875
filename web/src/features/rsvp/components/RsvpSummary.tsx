import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent, useT } from '../../../stores/language';
import type { InvitationGuest } from '../api/get-invitation';
import { statusOf } from '../rsvp-status';
import { companionLabel } from '@contract/events';

/** An unnamed companion: "Guest of {host}". */
function companionName(guest: InvitationGuest, guests: InvitationGuest[]) {
  const host = guests.find((other) => other.id === guest.companionOf);
  return host ? companionLabel(host) : '';
}

type Props = { guests: InvitationGuest[]; seatingPublished: boolean };

/** Where each person on the invitation stands: attending with their meal (and seat), not attending, or no answer. */
export function RsvpSummary({ guests, seatingPublished }: Props) {
  const t = useT();
  const { meals, events } = useContent();
  const eventNames = Object.fromEntries(Object.entries(events).map(([id, event]) => [id, event.name]));

  return (
    <Box component="section" aria-labelledby="rsvp-summary-title" data-testid="rsvp-summary">
      <Typography
        id="rsvp-summary-title"
        component="h2"
        sx={{ fontSize: '0.8rem', letterSpacing: '0.14em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {t.rsvp.summaryTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
        {guests.map((guest) => {
          const status = statusOf(guest);
          const meal = status === 'attending' ? meals[guest.plate as keyof typeof meals]?.name : undefined;
          // An attending person without a meal is marked; an infant needs none.
          const noMeal = status === 'attending' && !meal && guest.ageGroup !== 'infant';
          // "Not attending" beside an event still attending says it means the wedding.
          const label =
            status === 'notAttending' && guest.events.some((event) => guest.eventRsvps[event] === true)
              ? t.rsvp.notAttendingWedding
              : t.rsvp[status];
          const seat =
            status === 'attending' && seatingPublished && guest.table ? t.rsvp.seat(guest.table, guest.tpos ?? '') : '';
          return (
            <Box component="li" key={guest.id} data-testid={`rsvp-summary-${guest.id}`} sx={{ lineHeight: 1.4 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {displayName(guest) || companionName(guest, guests)}
              </Box>
              {': '}
              <Box
                component="span"
                sx={{
                  color:
                    status === 'attending' ? 'success.main' : status === 'noAnswer' ? 'text.secondary' : 'text.primary',
                }}
              >
                {label}
              </Box>
              {meal && ` · ${meal}`}
              {noMeal && (
                <Box component="span" sx={{ color: 'error.main' }}>
                  {` · ${t.rsvp.mealNotChosen}`}
                </Box>
              )}
              {guest.events.map((event) => (
                <Box component="span" key={event} sx={{ display: 'block', fontSize: '0.92rem' }}>
                  {eventNames[event] ?? event}:{' '}
                  {guest.eventRsvps[event] === true
                    ? t.rsvp.attending
                    : guest.eventRsvps[event] === false
                      ? t.rsvp.notAttending
                      : t.rsvp.noAnswer}
                </Box>
              ))}
              {seat && (
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '0.92rem', color: 'primary.main', fontWeight: 600 }}
                >
                  {seat}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
