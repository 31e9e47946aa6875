import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSession } from '../../../../stores/session';
import type { EditChoice } from '../../shared/dialog-rules';
import type { InvitationOption } from '../../shared/households';
import type { AdminGuest } from '../../shared/types';
import { DeleteGuestDialog } from './DeleteGuestDialog';
import { GuestAddressForm } from './GuestAddressForm';
import { GuestDetailsForm } from './GuestDetailsForm';
import { MyAlertsForm } from './MyAlertsForm';
import { GuestHistory } from './GuestHistory';
import { GuestEventsForm } from './GuestEventsForm';
import { GuestRsvpForm } from './GuestRsvpForm';
import { PersonalLink } from './PersonalLink';
import { SeatForm } from './SeatForm';
import { SmsConsentForm } from './SmsConsentForm';

type GuestDialogProps = {
  /** The guest as the list showed them when the dialog opened; null to add a guest. */
  opened: AdminGuest | null;
  /** The same guest in the list now (undefined once they are deleted). */
  current: AdminGuest | undefined;
  invitations: InvitationOption[];
  holders: Map<string, AdminGuest>;
  onSeat: (guest: AdminGuest, choice: EditChoice, swap: AdminGuest | null) => Promise<boolean>;
  open: boolean;
  onClose: () => void;
};

type Section = 'seat' | 'details' | 'rsvp' | 'events' | 'history';

/**
 * The one way to change a guest (the list's Edit): their seat, details, an RSVP taken for them, their
 * history; or a new guest. Full screen on a phone.
 */
export function GuestDialog({ opened, current, invitations, holders, onSeat, open, onClose }: GuestDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const selfId = useSession((state) => state.id);
  const [base, setBase] = useState(opened);
  const [version, setVersion] = useState(0);
  const [section, setSection] = useState<Section>(opened ? 'seat' : 'details');
  const [conflict, setConflict] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const gone = base !== null && (current === undefined || conflict === 404);
  // A 409 is only "someone else saved" when the list shows a newer copy; a taken phone number is not.
  const changedMeanwhile = conflict === 409 && current !== undefined && current.updatedAt !== base?.updatedAt;

  // After a save the forms start again from what was saved (and its new updatedAt).
  const saved = (guest: AdminGuest) => {
    if (!base) return onClose();
    setBase(guest);
    setConflict(0);
    setVersion((v) => v + 1);
  };
  const startAgain = () => {
    if (current) setBase(current);
    setConflict(0);
    setVersion((v) => v + 1);
  };

  const name = base ? displayName(base) : '';
  // The dialog names whom it edits (an unnamed companion as their guest's guest).
  const title = base ? `Edit Guest: ${name || 'unnamed guest'}` : 'Add guest';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="guest-dialog-title"
    >
      <DialogTitle id="guest-dialog-title">{title}</DialogTitle>
      {base && (
        <Tabs
          value={section}
          onChange={(_event, next: Section) => setSection(next)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 2 } }}
        >
          <Tab label="Seat" value="seat" id="guest-tab-seat" aria-controls="guest-panel" />
          <Tab label="Details" value="details" id="guest-tab-details" aria-controls="guest-panel" />
          <Tab label="RSVP" value="rsvp" id="guest-tab-rsvp" aria-controls="guest-panel" />
          <Tab label="Events" value="events" id="guest-tab-events" aria-controls="guest-panel" />
          <Tab label="History" value="history" id="guest-tab-history" aria-controls="guest-panel" />
        </Tabs>
      )}
      <DialogContent
        id="guest-panel"
        role={base ? 'tabpanel' : undefined}
        aria-labelledby={base ? `guest-tab-${section}` : undefined}
      >
        {gone && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {name} is no longer on the guest list: another admin deleted them. Nothing more can be saved here.
          </Alert>
        )}
        {changedMeanwhile && !gone && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={startAgain}>
                Start again
              </Button>
            }
          >
            Someone else saved {name} while you were editing. Start again from what they saved.
          </Alert>
        )}
        {section === 'seat' && base && (
          <SeatForm
            key={`seat-${version}`}
            guest={base}
            holders={holders}
            readOnly={gone}
            onSubmit={onSeat}
            onDone={onClose}
          />
        )}
        {section === 'details' && (
          <>
            <GuestDetailsForm
              key={`details-${version}`}
              base={base}
              invitations={invitations}
              readOnly={gone}
              onSaved={saved}
              onConflict={setConflict}
            />
            {base && <PersonalLink guestId={base.id} disabled={gone || base.disabled} />}
            {base && <SmsConsentForm guest={current ?? base} readOnly={gone} />}
            {base && <GuestAddressForm key={`address-${version}`} base={current ?? base} readOnly={gone} />}
            {base && base.id === selfId && current && <MyAlertsForm self={current} />}
          </>
        )}
        {section === 'rsvp' && base && (
          <GuestRsvpForm key={`rsvp-${version}`} base={base} readOnly={gone} onSaved={saved} onConflict={setConflict} />
        )}
        {section === 'events' && base && (
          <GuestEventsForm
            key={`events-${version}`}
            base={base}
            readOnly={gone}
            onSaved={saved}
            onConflict={setConflict}
          />
        )}
        {section === 'history' && base && (
          <GuestHistory
            guestId={base.id}
            invitationOf={(id) =>
              invitations.find((option) => option.id === id)?.label || 'an invitation with nobody on it now'
            }
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, justifyContent: 'space-between' }}>
        <Box>
          {base && base.id !== selfId && (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={gone}>
              Delete guest
            </Button>
          )}
        </Box>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {base && confirmDelete && (
        <DeleteGuestDialog
          guest={base}
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          onDeleted={() => {
            setConfirmDelete(false);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
