import { displayName } from '@contract/people';
import { wedding } from '@config';
import { formatEventDate } from '@contract/wedding-dates';
import { seatNumber, tableLabel } from '@contract/seating';
import { PrintSheet } from '../../../components/PrintSheet';
import { mealLabel, mealRows } from '../meals';
import type { Summary } from '../types';
import type { Catalog } from '@contract/events';
import { useSiteCatalog } from '../../../lib/site-catalog';

type SheetGuest = Summary['unseated'][number];

// The sheet is printed instead of the page (and never shown on screen): plain black on white, each
// table kept on one page where it fits, any paper size (A4 or Letter).
/** The sheet's rules when printed (PrintSheet applies them under `@media print`). */
export const printStyles = {
  '#caterer-sheet h1': { fontSize: '16pt', margin: '0 0 4pt' },
  '#caterer-sheet h2': { fontSize: '12.5pt', margin: '12pt 0 4pt' },
  '#caterer-sheet section': { breakInside: 'avoid' },
  // An automatic layout widens a column to its longest word, so a name or a meal is never cut in two.
  '#caterer-sheet table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'auto' },
  '#caterer-sheet th:nth-of-type(1)': { width: '9%' },
  '#caterer-sheet th:nth-of-type(2)': { width: '31%' },
  '#caterer-sheet th:nth-of-type(3)': { width: '25%' },
  '#caterer-sheet th, #caterer-sheet td': {
    border: '0.5pt solid #555',
    padding: '3pt 5pt',
    textAlign: 'left',
    verticalAlign: 'top',
    wordBreak: 'normal',
    overflowWrap: 'normal',
    hyphens: 'manual',
  },
  '#caterer-sheet th': { background: '#eee' },
} as const;

const mealTotals = (meals: Summary['meals'], catalog: Catalog) =>
  mealRows(meals, catalog)
    .filter((row) => row.count > 0)
    .map((row) => `${row.count} ${row.label}`)
    .join(', ');

function SeatTable({ title, guests, meals }: { title: string; guests: SheetGuest[]; meals?: Summary['meals'] }) {
  const catalog = useSiteCatalog();
  return (
    <section>
      <h2>
        {title}: {guests.length} {guests.length === 1 ? 'guest' : 'guests'}
        {meals ? ` (${mealTotals(meals, catalog)})` : ''}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Name</th>
            <th scope="col">Meal</th>
            <th scope="col">Dietary note</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.id}>
              <td>{guest.tpos ? seatNumber(guest.tpos) : '-'}</td>
              <td>{displayName(guest)}</td>
              <td>{mealLabel(guest.plate, catalog)}</td>
              <td>{guest.dietary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Each event's counts, when the wedding has further events (the wedding itself first). */
function EventCounts({ events }: { events: Summary['events'] }) {
  return (
    <section>
      <h2>Events</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Invited</th>
            <th scope="col">Attending</th>
            <th scope="col">Declined / no answer</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{event.name}</td>
              <td>{event.invited}</td>
              <td>{event.attending}</td>
              <td>
                {event.declined} / {event.noAnswer}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The wedding's meals for adults and for children, and the infants, who need no meal. */
function MealsByAge({ summary }: { summary: Summary }) {
  const { adult, child } = summary.mealsByAge;
  const catalog = useSiteCatalog();
  return (
    <section>
      <h2>Wedding meals by age group</h2>
      <p>
        Adults ({summary.ages.adult}): {mealTotals(adult, catalog) || 'none'}.
      </p>
      <p>
        Children ({summary.ages.child}): {mealTotals(child, catalog) || 'none'}.
      </p>
      <p>
        Infants, no meal ({summary.infants.length}):{' '}
        {summary.infants.length ? summary.infants.map((infant) => displayName(infant)).join(', ') : 'none'}.
      </p>
    </section>
  );
}

/**
 * The caterer's sheet: each event's counts and the meals by age group (when the wedding has them), then per
 * table each attending guest's seat, name, meal and dietary note. Print only.
 */
export function CatererSheet({ summary }: { summary: Summary }) {
  const catalog = useSiteCatalog();
  return (
    <PrintSheet
      id="caterer-sheet"
      testId="caterer-sheet"
      page={{ margin: '12mm' }}
      sheet={{ font: '11pt/1.35 Georgia, serif' }}
      styles={printStyles}
    >
      <h1>
        {wedding.couple.title}: caterer sheet, {formatEventDate('en')}
      </h1>
      <p>
        {summary.attending} attending: {mealTotals(summary.meals, catalog)}.
      </p>
      {summary.events.length > 1 && <EventCounts events={summary.events} />}
      {summary.ages.child + summary.ages.infant > 0 && <MealsByAge summary={summary} />}
      {summary.tables
        .filter((table) => table.attending > 0)
        .map((table) => (
          <SeatTable key={table.table} title={tableLabel(table.table)} guests={table.guests} meals={table.meals} />
        ))}
      {summary.unseated.length > 0 && <SeatTable title="Not seated yet" guests={summary.unseated} />}
    </PrintSheet>
  );
}
