import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { lastSentText, plateText, tableText } from '../guest-format';
import type { AdminGuest } from '../types';

type GuestCardProps = {
  guest: AdminGuest;
  index: number;
  /** The others on the guest's invitation ('' when alone). */
  household?: string;
  /** Only the first card of an invitation when the list is grouped: its heading. */
  invitationHeading?: string;
  onEdit: (guest: AdminGuest) => void;
  onMessage: (guest: AdminGuest) => void;
  onDetails?: (guest: AdminGuest) => void;
};

function Detail({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <Typography variant="body2" sx={{ color: color ?? 'text.primary', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: color ?? 'text.secondary' }}>
        {label}
      </Box>{' '}
      {children}
    </Typography>
  );
}

export const GuestCard = memo(function GuestCard({
  guest,
  index,
  household,
  invitationHeading,
  onEdit,
  onMessage,
  onDetails,
}: GuestCardProps) {
  return (
    <>
      {invitationHeading && (
        <Typography component="p" sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary', mb: 0.5, mt: 1 }}>
          {invitationHeading}
        </Typography>
      )}
      <Card variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid={`guest-card-${guest.id}`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Box
            sx={{
              minWidth: 32,
              height: 32,
              px: 0.75,
              borderRadius: 16,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.85rem',
              fontWeight: 600,
            }}
          >
            {index}
          </Box>
          <Typography component="h2" sx={{ flex: 1, fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {guest.first}, {guest.last}
          </Typography>
          <Chip
            size="small"
            label={`RSVP: ${guest.rsvp ? 'Yes' : 'No'}`}
            color={guest.rsvp ? 'success' : 'default'}
            variant={guest.rsvp ? 'filled' : 'outlined'}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.25, pl: { xs: 0, sm: 5.5 } }}>
          <Detail label="Plate:">{plateText(guest.plate)}</Detail>
          <Box sx={{ display: 'flex', columnGap: 3, flexWrap: 'wrap' }}>
            <Detail label="Table:">{tableText(guest.table)}</Detail>
            <Detail label="Seat:">{guest.tpos || 'N/A'}</Detail>
          </Box>
          <Detail label="Message last sent on:">{lastSentText(guest.msg_last_sent)}</Detail>
          {guest.disabled ? (
            <Detail label="Invitaion:" color="error.main">
              Disabled
            </Detail>
          ) : (
            <Detail label="Invitation:">enabled</Detail>
          )}
          {household && <Detail label="Same invitation:">{household}</Detail>}
          {guest.problems.length > 0 && (
            <Detail label="Needs a look:" color="error.main">
              {guest.problems.join('; ')}
            </Detail>
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
          {onDetails && (
            <Button size="small" onClick={() => onDetails(guest)} aria-label={`Details of ${displayName(guest)}`}>
              Details
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(guest)}
            aria-label={`Edit ${displayName(guest)}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => onMessage(guest)}
            aria-label={`Message ${displayName(guest)}`}
          >
            Message
          </Button>
        </Box>
      </Card>
    </>
  );
});
