import { addressLines } from '@contract/last-weeks';
import { envelopeName, type Household } from '../api/households';
import type { Gift } from '@contract/last-weeks';
import { PrintSheet as Sheet } from '../../../components/PrintSheet';
import { consoleDay } from '../../../lib/event-clock';

export type SheetKind = 'labels' | 'thank-you';

const LABELS_PER_PAGE = 30;

// Printed instead of the page (never shown on screen). Labels: Avery 5160-like, 3 x 10 on US Letter, each
// 2.625 x 1 in with a 0.125 in gap between columns, 0.5 in top and 0.1875 in side margins.
const printStyles = {
  '#print-sheet .label-page': {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 2.625in)',
    gridAutoRows: '1in',
    columnGap: '0.125in',
    breakAfter: 'page',
  },
  '#print-sheet .label-page:last-of-type': { breakAfter: 'auto' },
  '#print-sheet .label': {
    boxSizing: 'border-box',
    padding: '0.08in 0.15in',
    overflow: 'hidden',
    font: '10pt/1.2 Georgia, serif',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
  },
  '#print-sheet .label p': { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '#print-sheet .thank-you': { font: '11pt/1.4 Georgia, serif' },
  '#print-sheet .thank-you h1': { fontSize: '16pt', margin: '0 0 8pt' },
  '#print-sheet .thank-you li': { breakInside: 'avoid', marginBottom: '8pt' },
} as const;

const PAGES = {
  labels: { size: 'letter', margin: '0.5in 0.1875in' },
  'thank-you': { margin: '14mm' },
} as const;

function Labels({ households }: { households: Household[] }) {
  const addressed = households.filter((household) => household.address);
  const pages = Array.from({ length: Math.ceil(addressed.length / LABELS_PER_PAGE) }, (_, page) =>
    addressed.slice(page * LABELS_PER_PAGE, (page + 1) * LABELS_PER_PAGE),
  );
  return (
    <>
      {pages.map((page, index) => (
        <div className="label-page" key={index}>
          {page.map((household) => (
            <div className="label" key={household.invtId}>
              <p>{envelopeName(household.people)}</p>
              {addressLines(household.address!).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function ThankYouList({ gifts, households }: { gifts: Gift[]; households: Household[] }) {
  const byId = new Map(households.map((household) => [household.invtId, household]));
  const toWrite = gifts.filter((gift) => gift.receivedAt && !gift.thankedAt);
  return (
    <div className="thank-you">
      <h1>Thank-you notes to write ({toWrite.length})</h1>
      <ol>
        {toWrite.map((gift) => {
          const household = byId.get(gift.invtId);
          return (
            <li key={gift.id}>
              <strong>{household ? envelopeName(household.people) : gift.invtId}</strong>: {gift.what} (received{' '}
              {consoleDay(gift.receivedAt)})
              <br />
              {household?.address ? addressLines(household.address).join(', ') : 'No mailing address yet'}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The sheet the browser prints (labels or the thank-you list). */
export function PrintSheet({ kind, gifts, households }: { kind: SheetKind; gifts: Gift[]; households: Household[] }) {
  return (
    <Sheet id="print-sheet" kind={kind} page={PAGES[kind]} styles={printStyles}>
      {kind === 'labels' ? <Labels households={households} /> : <ThankYouList gifts={gifts} households={households} />}
    </Sheet>
  );
}
