import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { displayName } from '@contract/people';
import { useLanguage, useT } from '../../../stores/language';
import { toast } from '../../../stores/toast';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests, type RsvpAnswer } from '../api/update-guests';

/** Nobody on the invitation has answered anything yet: the one-step decline is offered. */
export const neverAnswered = (guests: InvitationGuest[]) =>
  guests.length > 0 &&
  guests.every((guest) => !guest.rsvp && !guest.responded && Object.keys(guest.eventRsvps).length === 0);

/**
 * A decline for everyone on the invitation: no to the wedding (no meal) and no to each further event
 * they are invited to. Nothing else: no note, no answers to questions.
 */
export const declineAll = (guests: InvitationGuest[]): RsvpAnswer[] =>
  guests.map((guest) => ({
    id: guest.id,
    rsvp: false,
    plate: '',
    ...(guest.events.length ? { eventRsvps: Object.fromEntries(guest.events.map((event) => [event, false])) } : {}),
  }));

/** "Can't come" beside the RSVP button: asks to confirm, then records the decline in one step. */
export function CantCome({
  guests,
  onSaved,
  onClosedMeanwhile,
}: {
  guests: InvitationGuest[];
  onSaved: (guests: InvitationGuest[]) => void;
  onClosedMeanwhile: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const language = useLanguage((state) => state.language);
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(guests.map(displayName).filter(Boolean));

  const decline = async () => {
    setSaving(true);
    const answer = await updateGuests(declineAll(guests));
    setSaving(false);
    if (answer.error || !answer.data) {
      toast(answer.code === 0 ? t.somethingWentWrong : answer.message, 'error');
      if (answer.code === 423) onClosedMeanwhile();
      return;
    }
    setAsking(false);
    onSaved(answer.data);
    toast(t.rsvp.cantComeSaved, 'success');
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        onClick={() => setAsking(true)}
        sx={{ px: 4, py: 1.25, fontSize: '1.05rem', borderRadius: 99 }}
      >
        {t.rsvp.cantCome}
      </Button>
      <Dialog open={asking} onClose={() => !saving && setAsking(false)} aria-labelledby="cant-come-title">
        <DialogTitle id="cant-come-title">{t.rsvp.cantComeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.rsvp.cantComeBody(names)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={saving}>
            {t.rsvp.cantComeBack}
          </Button>
          <Button variant="contained" onClick={() => void decline()} disabled={saving}>
            {saving ? t.rsvp.cantComeSaving : t.rsvp.cantComeConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
