import type { FinalFigures } from '@contract/last-weeks';
import { WEDDING_EVENT, type Catalog } from '@contract/events';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFinalCounts } from '../api/get-final-counts';
import { consoleTime } from '../../../lib/event-clock';
import { mealLabel } from '../meals';
import { useSiteCatalog } from '../../../lib/site-catalog';
import { FigureTable } from './FigureTable';

type Row = { label: string; frozen: number | string; now: number | string };

function rows(frozen: FinalFigures, now: FinalFigures, catalog: Catalog): Row[] {
  const meals = [...new Set([...Object.keys(frozen.meals), ...Object.keys(now.meals)])];
  return [
    { label: 'Attending', frozen: frozen.attending, now: now.attending },
    ...meals.map((id) => ({ label: mealLabel(id, catalog), frozen: frozen.meals[id] ?? 0, now: now.meals[id] ?? 0 })),
    { label: 'Dietary notes', frozen: frozen.dietary.length, now: now.dietary.length },
  ];
}

/** The Overview's final count: each event's frozen figures beside today's, a moved one marked. */
export function FinalCountCard() {
  const counts = useFinalCounts();
  const catalog = useSiteCatalog();
  const events = counts.data?.events.filter((event) => event.frozen) ?? [];
  if (events.length === 0) return null;
  const at = events[0]!.frozen!.at;
  // Once the wedding day has begun, the wedding's count has the arrivals at the door beside it.
  const arrivals = counts.data?.arrivals;
  return (
    <Card variant="outlined" component="section" aria-labelledby="final-count-overview" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="final-count-overview" component="h2" variant="h6">
        Final count (frozen {consoleTime(at)}) and today
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
        {events.map((event) => (
          <FigureTable
            key={event.id}
            label={`${event.name}: frozen and today`}
            columns={[event.name, 'Frozen', 'Today']}
          >
            <TableBody>
              {rows(event.frozen!, event.current, catalog).map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{row.frozen}</TableCell>
                  <TableCell align="right" sx={row.frozen !== row.now ? { fontWeight: 700 } : undefined}>
                    {row.now}
                    {row.frozen !== row.now ? ' (changed)' : ''}
                  </TableCell>
                </TableRow>
              ))}
              {arrivals && event.id === WEDDING_EVENT && (
                <TableRow data-testid="final-count-arrived">
                  <TableCell component="th" scope="row">
                    Arrived at the door
                  </TableCell>
                  <TableCell align="right">–</TableCell>
                  <TableCell align="right">
                    {arrivals.arrived} of {arrivals.expected}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </FigureTable>
        ))}
      </Box>
    </Card>
  );
}
