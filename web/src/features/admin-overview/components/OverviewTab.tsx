import { EventsOverview } from './EventsOverview';
import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { seatLabel, tableLabel } from '@contract/seating';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSummary } from '../api/get-summary';
import { mealRows } from '../meals';
import { useSiteCatalog } from '../../../lib/site-catalog';
import type { Summary } from '../types';
import { CatererSheet } from './CatererSheet';
import { HealthCard } from './HealthCard';
import { FinalCountCard } from './FinalCountCard';
import { FigureTable } from './FigureTable';

const CallList = lazy(() => import('./CallList'));

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, borderRadius: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, borderRadius: 3, textAlign: 'center' }}>
      <Typography sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Card>
  );
}

const seatText = (table: string, tpos: string) => (table ? seatLabel(table, tpos) : 'not seated');

/** The numbers for the couple and the caterer, the caterer sheet and the call list. */
export function OverviewTab() {
  const summary = useSummary();
  return (
    <QueryStatus query={summary} what="overview">
      {(loaded) => <Overview summary={loaded} />}
    </QueryStatus>
  );
}

function Overview({ summary }: { summary: Summary }) {
  const tables = summary.tables.filter((table) => table.seated > 0);
  const catalog = useSiteCatalog();
  const [callList, setCallList] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${summary.arrivals ? 5 : 4}, 1fr)` },
        }}
      >
        <Figure label="Invited" value={summary.guests} note={`on ${summary.invitations} invitations`} />
        <Figure label="Attending" value={summary.attending} />
        <Figure label="Declined" value={summary.declined} />
        <Figure label="No answer" value={summary.noAnswer} />
        {/* Once the wedding day has begun: who the helpers checked in at the door. */}
        {summary.arrivals && (
          <Figure label="Arrived" value={summary.arrivals.arrived} note={`of ${summary.arrivals.expected} expected`} />
        )}
      </Box>

      <EventsOverview summary={summary} />
      <FinalCountCard />

      <Section
        id="meals-heading"
        title="Meals (attending guests)"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button variant="outlined" size="small" onClick={() => setCallList(true)}>
              Call list ({summary.chase.length})
            </Button>
            <Button variant="contained" size="small" onClick={() => window.print()}>
              Print caterer sheet
            </Button>
          </Box>
        }
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {mealRows(summary.meals, catalog).map((meal) => (
            <li key={meal.id}>
              {meal.label}: <strong>{meal.count}</strong>
            </li>
          ))}
        </Box>
      </Section>

      <Section id="tables-heading" title="Per table">
        <FigureTable
          label="Counts per table"
          labelledBy="tables-heading"
          columns={['Table', 'Seated', 'Attending', ...catalog.meals.map((meal) => meal.name), 'No meal']}
        >
          <TableBody>
            {tables.map((table) => (
              <TableRow key={table.table}>
                <TableCell component="th" scope="row">
                  {tableLabel(table.table)}
                </TableCell>
                <TableCell align="right">{table.seated}</TableCell>
                <TableCell align="right">{table.attending}</TableCell>
                {catalog.meals.map((meal) => (
                  <TableCell align="right" key={meal.id}>
                    {table.meals[meal.id] ?? 0}
                  </TableCell>
                ))}
                <TableCell align="right">{table.meals.none}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </FigureTable>
        {summary.unseated.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {summary.unseated.length} attending {summary.unseated.length === 1 ? 'guest has' : 'guests have'} no table
            yet.
          </Typography>
        )}
      </Section>

      <Section id="dietary-heading" title="Dietary notes">
        {summary.dietary.length === 0 ? (
          <Typography>No dietary notes from attending guests.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {summary.dietary.map((note) => (
              <li key={note.id}>
                <strong>{displayName(note)}</strong> ({seatText(note.table, note.tpos)}): {note.dietary}
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Section id="unreachable-heading" title={`Cannot be reached by text (${summary.unreachable.length})`}>
        {summary.unreachable.length === 0 ? (
          <Typography>Everyone can be reached.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {summary.unreachable.map((guest) => (
              <li key={guest.id}>
                {displayName(guest)}: {guest.reason}
              </li>
            ))}
          </Box>
        )}
      </Section>

      <HealthCard />
      <CatererSheet summary={summary} />
      {callList && (
        <Suspense
          fallback={
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              Opening the call list...
            </Typography>
          }
        >
          <CallList people={summary.chase} onClose={() => setCallList(false)} />
        </Suspense>
      )}
    </Box>
  );
}
