import { displayName } from '@contract/people';
import { seatNumber } from '@contract/seating';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { ANSWER_LABELS, answerOf } from '../../shared/guest-answer';
import { lastSentText, plateText, tableText } from '../../shared/guest-format';
import type { AdminGuest } from '../../shared/types';
import { useSiteCatalog } from '../../../../lib/site-catalog';

type GuestCardProps = {
  guest: AdminGuest;
  index: number;
  /** The others on the guest's invitation ('' when alone). */
  household?: string;
  /** Only the first row of an invitation when the list is grouped: its heading. */
  invitationHeading?: string;
  selected?: boolean;
  onSelect?: (guest: AdminGuest, selected: boolean) => void;
  onEdit: (guest: AdminGuest) => void;
  onMessage: (guest: AdminGuest) => void;
};

/**
 * One column of the row. On a laptop the row is one line (long values end in '…', the whole value in
 * the tooltip); on a phone the fields wrap under the name.
 */
function Field({ label, children, color, area }: { label: string; children: ReactNode; color?: string; area: string }) {
  return (
    <Typography
      variant="body2"
      title={`${label} ${typeof children === 'string' ? children : ''}`.trim()}
      sx={{
        gridArea: area,
        minWidth: 0,
        color: color ?? 'text.primary',
        fontSize: '0.82rem',
        whiteSpace: { xs: 'normal', md: 'nowrap' },
        overflow: { md: 'hidden' },
        textOverflow: { md: 'ellipsis' },
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={{ color: color ?? 'text.secondary' }}>
        {label}
      </Box>{' '}
      {children}
    </Typography>
  );
}

const answerChip = {
  attending: { color: 'success', variant: 'filled' },
  declined: { color: 'error', variant: 'outlined' },
  'no-answer': { color: 'default', variant: 'outlined' },
} as const;

/** A guest in the console's list: the SPEC card's fields in one compact row, with a checkbox to act on several. */
export const GuestCard = memo(function GuestCard({
  guest,
  index,
  household,
  invitationHeading,
  selected = false,
  onSelect,
  onEdit,
  onMessage,
}: GuestCardProps) {
  const answer = answerOf(guest);
  const name = displayName(guest);
  const catalog = useSiteCatalog();
  return (
    <>
      {invitationHeading && (
        <Typography
          component="p"
          sx={{ fontSize: '0.8rem', fontWeight: 600, color: 'text.secondary', mt: 1, mb: 0.25 }}
        >
          {invitationHeading}
        </Typography>
      )}
      <Box
        data-testid={`guest-card-${guest.id}`}
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.25,
          px: 0.5,
          py: { xs: 1, md: 0.25 },
          minHeight: { md: 40 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: selected ? 'action.selected' : 'background.paper',
          gridTemplateColumns: {
            xs: '36px 28px minmax(0, 1fr) auto',
            md: '36px 32px minmax(120px, 1.3fr) 150px minmax(90px, 1fr) minmax(80px, 0.8fr) minmax(150px, 1.4fr) 118px auto',
          },
          gridTemplateAreas: {
            xs: `"check index name name" ". . badge badge" ". . plate plate" ". . table table" ". . sent sent" ". . invitation invitation" ". . extra extra" ". . actions actions"`,
            md: `"check index name badge plate table sent invitation actions" ". . extra extra extra extra extra extra extra"`,
          },
        }}
      >
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect?.(guest, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
          sx={{ gridArea: 'check', p: 0.75 }}
        />
        <Box
          sx={{
            gridArea: 'index',
            minWidth: 26,
            height: 24,
            px: 0.5,
            borderRadius: 12,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 600,
          }}
        >
          {index}
        </Box>
        <Typography
          component="h2"
          title={`${guest.first}, ${guest.last}`}
          sx={{
            gridArea: 'name',
            minWidth: 0,
            fontWeight: 600,
            fontSize: '0.92rem',
            overflowWrap: 'anywhere',
            whiteSpace: { md: 'nowrap' },
            overflow: { md: 'hidden' },
            textOverflow: { md: 'ellipsis' },
          }}
        >
          {guest.first}, {guest.last}
        </Typography>
        <Box sx={{ gridArea: 'badge', display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Chip
            size="small"
            label={`RSVP: ${guest.rsvp ? 'Yes' : 'No'}`}
            color={guest.rsvp ? 'success' : 'default'}
            variant={guest.rsvp ? 'filled' : 'outlined'}
            sx={{ height: 22, fontSize: '0.75rem' }}
          />
          {answer !== 'attending' && (
            <Chip
              size="small"
              label={ANSWER_LABELS[answer]}
              {...answerChip[answer]}
              sx={{ height: 22, fontSize: '0.75rem', borderStyle: answer === 'no-answer' ? 'dashed' : 'solid' }}
            />
          )}
        </Box>
        <Field area="plate" label="Plate:">
          {plateText(guest.plate, catalog)}
        </Field>
        <Field area="table" label="Table:">
          {tableText(guest.table) + (guest.table && guest.tpos ? `, seat ${seatNumber(guest.tpos)}` : '')}
        </Field>
        <Field area="sent" label="Message last sent on:">
          {lastSentText(guest.msg_last_sent)}
        </Field>
        {guest.disabled ? (
          <Field area="invitation" label="Invitaion:" color="error.main">
            Disabled
          </Field>
        ) : (
          <Field area="invitation" label="Invitation:">
            enabled
          </Field>
        )}
        {(household || guest.problems.length > 0) && (
          <Box
            sx={{
              gridArea: 'extra',
              // On a laptop the row stays one line; grouping by invitation shows who belongs together.
              display: { xs: 'flex', md: guest.problems.length > 0 ? 'flex' : 'none' },
              flexWrap: 'wrap',
              columnGap: 2,
              pb: { md: 0.5 },
            }}
          >
            {household && (
              <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                <Field area="auto" label="Same invitation:">
                  {household}
                </Field>
              </Box>
            )}
            {guest.problems.length > 0 && (
              <Field area="auto" label="Needs a look:" color="error.main">
                {guest.problems.join('; ')}
              </Field>
            )}
          </Box>
        )}
        <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(guest)}
            aria-label={`Edit ${name}`}
            sx={{ minWidth: 0, py: 0.25 }}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => onMessage(guest)}
            aria-label={`Message ${name}`}
            sx={{ minWidth: 0, py: 0.25 }}
          >
            Message
          </Button>
        </Box>
      </Box>
    </>
  );
});
