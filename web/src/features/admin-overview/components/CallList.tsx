import { nameOrGuestOf } from '@contract/people';
import type { ChaseContact, ChaseGuest } from '@contract/admin';
import { seatLabel } from '@contract/seating';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { PRINT_SHEET_CLASS, printedAlone } from '../../../components/PrintSheet';
import { consoleTime } from '../../../lib/event-clock';
import { nationalPhone } from '../../../lib/phone-text';
import { useBackCloses } from '../../../lib/use-back-closes';

const NARROW = '@media (max-width: 599.95px)';

// Printed, the list is all there is: the console behind it and the caterer sheet (any print sheet) are hidden, the dialog
// is laid out as a plain page (not a fixed, scrolling box) so it runs onto as many pages as it needs.
const printStyles = {
  '@media print': {
    ...printedAlone({ margin: '12mm' }, `#root, .${PRINT_SHEET_CLASS}`),
    '#call-list, #call-list .MuiDialog-container, #call-list .MuiDialog-paper': {
      position: 'static !important',
      display: 'block !important',
      overflow: 'visible !important',
      height: 'auto !important',
      maxHeight: 'none !important',
      boxShadow: 'none !important',
    },
    '#call-list .MuiBackdrop-root, #call-list .call-list-actions': { display: 'none !important' },
    '#call-list': { color: '#000', font: '10.5pt/1.35 Georgia, serif' },
    '#call-list a': { color: '#000', textDecoration: 'none' },
    '#call-list section': { breakInside: 'avoid' },
    '#call-list th': { background: '#eee' },
  },
} as const;

const tableStyles = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  '& th, & td': {
    border: '1px solid',
    borderColor: 'divider',
    p: '4px 8px',
    textAlign: 'left',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  // On a phone each person is a small block: the column's name before each value.
  [NARROW]: {
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tr': { display: 'block', borderBottom: '1px solid', borderColor: 'divider', py: 0.75 },
    '& td': { display: 'block', border: 0, p: '1px 0' },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
  },
} as const;

/** The last visit on the wedding's clock, or 'never'. */
export const lastVisitText = (iso: string | null): string => consoleTime(iso, 'never');

/** A person's last text in words: a send from the couple's own phone counts as a text. */
export function lastTextText(person: Pick<ChaseGuest, 'lastTextStatus' | 'textedFromPhoneAt'>): string {
  if (person.textedFromPhoneAt) return 'sent from your phone';
  return person.lastTextStatus ?? 'never texted';
}

/**
 * How to reach a person with no phone of their own: through the guest on their invitation who has one.
 * The number sits inside a sentence, so it is underlined: colour alone would not tell it is a link.
 */
function Through({ via }: { via: ChaseContact }) {
  return (
    <>
      through {via.name}
      {via.phone ? (
        <>
          {': '}
          <Link href={`tel:${via.phone}`} underline="always">
            {nationalPhone(via.phone)}
          </Link>
        </>
      ) : (
        `: ${via.email}`
      )}
    </>
  );
}

function byInvitation(people: ChaseGuest[]): [string, ChaseGuest[]][] {
  const groups = new Map<string, ChaseGuest[]>();
  for (const person of people) groups.set(person.invtId, [...(groups.get(person.invtId) ?? []), person]);
  return [...groups.entries()];
}

function InvitationTable({ invtId, people }: { invtId: string; people: ChaseGuest[] }) {
  const heading = `call-list-${invtId}`;
  return (
    <section aria-labelledby={heading}>
      <Typography id={heading} component="h2" sx={{ fontWeight: 700, mt: 1.5, mb: 0.5 }}>
        Invitation: {people.map(nameOrGuestOf).join(', ')}
      </Typography>
      <Box component="table" sx={tableStyles} aria-labelledby={heading}>
        <thead>
          <tr>
            <th scope="col" style={{ width: '24%' }}>
              Name
            </th>
            <th scope="col" style={{ width: '18%' }}>
              Phone
            </th>
            <th scope="col" style={{ width: '24%' }}>
              Email
            </th>
            <th scope="col" style={{ width: '15%' }}>
              Last text
            </th>
            <th scope="col">Last visit</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>
                <strong>{nameOrGuestOf(person)}</strong>
                {person.table ? ` (${seatLabel(person.table, person.tpos ?? '')})` : ''}
              </td>
              <td data-label="Phone">
                {person.phone ? (
                  <Link href={`tel:${person.phone}`}>{nationalPhone(person.phone)}</Link>
                ) : person.reachVia ? (
                  <Through via={person.reachVia} />
                ) : person.reachVia === null && !person.email ? (
                  'no phone: nobody on this invitation can be reached'
                ) : (
                  'no phone'
                )}
              </td>
              <td data-label="Email">{person.email || 'no email'}</td>
              <td data-label="Last text">
                {person.reachVia ? `${person.reachVia.name}: ${lastTextText(person.reachVia)}` : lastTextText(person)}
              </td>
              <td data-label="Last visit">{lastVisitText(person.lastSeenAt)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </section>
  );
}

/**
 * The call list: everyone who has not answered, by invitation, with their phone (a tap calls on a phone),
 * email, last text status and last visit. Full screen, and printed alone.
 */
export default function CallList({ people, onClose }: { people: ChaseGuest[]; onClose: () => void }) {
  useBackCloses(true, onClose);
  const invitations = byInvitation(people);
  const count =
    people.length === 1
      ? `1 person on 1 invitation has not answered.`
      : `${people.length} people on ${invitations.length} ${invitations.length === 1 ? 'invitation' : 'invitations'} have not answered.`;
  return (
    <Dialog open fullScreen onClose={onClose} id="call-list" aria-labelledby="call-list-title">
      <GlobalStyles styles={printStyles} />
      <DialogContent sx={{ maxWidth: 1000, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box
          className="call-list-actions"
          sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mb: 1 }}
        >
          {people.length > 0 && (
            <Button variant="contained" size="small" onClick={() => window.print()}>
              Print
            </Button>
          )}
          <Button variant="outlined" size="small" onClick={onClose}>
            Close
          </Button>
        </Box>
        <Typography id="call-list-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {wedding.couple.title}: call list
        </Typography>
        {people.length === 0 ? (
          <Typography sx={{ mt: 1 }}>Everyone has answered: there is nobody left to call.</Typography>
        ) : (
          <>
            <Typography sx={{ mt: 0.5 }} data-testid="call-list-count">
              {count}
            </Typography>
            {/* Why this can be fewer than the guest list's "No answer" (section 28). */}
            <Typography sx={{ mt: 0.5, color: 'text.secondary' }} data-testid="call-list-leaves-out">
              Disabled invitations are left out: nobody on them is called, so this list can be shorter than the guest
              list&apos;s &quot;No answer&quot; count.
            </Typography>
            {invitations.map(([invtId, members]) => (
              <InvitationTable key={invtId} invtId={invtId} people={members} />
            ))}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
