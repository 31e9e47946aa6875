import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { formatDeadline } from '@contract/wedding-dates';
import { useLanguage, useT } from '../../../stores/language';
import { shades } from '../../../theme/theme';
import type { useInvitation } from '../hooks/use-invitation';
import { isClosed } from '../rsvp-status';
import { ContactText } from './ContactText';
import { EventList } from './EventList';
import { RsvpSummary } from './RsvpSummary';
import { CantCome, neverAnswered } from './CantCome';
import { StaticSheet } from '../../../components/StaticSheet';

// The panel's own frame is plain elements under a static sheet (components/StaticSheet.tsx says why); its buttons are MUI's.
const panelCss = `
.bcw-rsvp-closed{margin:0 auto;max-width:560px;font-size:1.05rem;line-height:1.5}
.bcw-rsvp-row{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.bcw-rsvp-answers{margin-top:24px}
.bcw-rsvp-until{margin:12px 0 0;font-size:0.92rem;line-height:1.5;color:${shades.inkSoft}}
`;

const loadRsvpDialog = () => import('./RsvpDialog');
const RsvpDialog = lazy(loadRsvpDialog);

/**
 * The hero's RSVP button, with where the guest's invitation stands and until when answers can change.
 * The invitation loads with the page (the page holds it, as the Today card shows it too); the dialog's code
 * when it is first wanted.
 */
export function RsvpPanel({ invitation }: { invitation: ReturnType<typeof useInvitation> }) {
  const t = useT();
  const language = useLanguage((state) => state.language);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const { settings, state } = invitation;
  const closed = isClosed(settings);
  const deadline = settings.rsvpClosesAt && formatDeadline(Date.parse(settings.rsvpClosesAt), language);

  const openDialog = () => {
    if (state === 'failed') invitation.reload();
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      <StaticSheet name="bcw-rsvp-panel" css={panelCss} />
      {closed ? (
        // After the deadline the notice stands where the RSVP button was; the answers can still be read.
        <div>
          <p data-testid="rsvp-deadline" className="bcw-rsvp-closed">
            <ContactText text={t.rsvp.closed(deadline || '')} />
          </p>
          <Button onClick={openDialog} onPointerEnter={loadRsvpDialog} onFocus={loadRsvpDialog} sx={{ mt: 1 }}>
            {t.rsvp.seeAnswers}
          </Button>
        </div>
      ) : (
        // Unseen until the invitation is in: a guest who never answered gets "Can't come" beside the RSVP
        // button then, and the button must not slide sideways under a thumb as it arrives (the row keeps its
        // room meanwhile, so nothing moves). A failed load shows the button, which tries again.
        <div className="bcw-rsvp-row" style={{ visibility: state === 'loading' ? 'hidden' : undefined }}>
          <Button
            variant="contained"
            size="large"
            onClick={openDialog}
            onPointerEnter={loadRsvpDialog}
            onFocus={loadRsvpDialog}
            sx={{ px: 6, py: 1.25, fontSize: '1.1rem', borderRadius: 99 }}
          >
            {t.rsvp.button}
          </Button>
          {state === 'ready' && neverAnswered(invitation.guests) && (
            <CantCome guests={invitation.guests} onSaved={invitation.replace} onClosedMeanwhile={invitation.reload} />
          )}
        </div>
      )}
      {state === 'ready' && (
        <div className="bcw-rsvp-answers">
          <RsvpSummary guests={invitation.guests} seatingPublished={settings.seatingPublished} />
          <EventList guests={invitation.guests} />
          {deadline && !closed && (
            <p data-testid="rsvp-deadline" className="bcw-rsvp-until">
              {t.rsvp.changeUntil(deadline)}
            </p>
          )}
        </div>
      )}
      {openings > 0 && (
        <Suspense fallback={null}>
          <RsvpDialog
            key={openings}
            open={open}
            onClose={() => setOpen(false)}
            guests={invitation.guests}
            state={state}
            closed={closed}
            deadline={deadline || ''}
            onSaved={invitation.replace}
            onClosedMeanwhile={invitation.reload}
          />
        </Suspense>
      )}
    </>
  );
}
