import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnswerSummary, Summary } from '@contract/admin';
import { useSiteCatalog } from '../../../lib/site-catalog';
import { mealLabel } from '../meals';

/** One question's answers in words: "Yes 12 · No 3 · no answer 5", a total, or the list of texts. */
function AnswerLine({ summary }: { summary: AnswerSummary }) {
  if (Array.isArray(summary)) {
    if (!summary.length) return <Typography variant="body2">No answers yet.</Typography>;
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {summary.map((entry) => (
          <li key={entry.id}>
            {entry.value}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              ({displayName(entry)})
            </Typography>
          </li>
        ))}
      </Box>
    );
  }
  if ('total' in summary)
    return (
      <Typography variant="body2">
        Total {summary.total} from {summary.answered} answers
      </Typography>
    );
  return (
    <Typography variant="body2">
      {Object.entries(summary)
        .map(
          ([key, count]) =>
            `${key === 'none' ? 'no answer' : key === 'yes' ? 'Yes' : key === 'no' ? 'No' : key} ${count}`,
        )
        .join(' · ')}
    </Typography>
  );
}

/** '1 child', '2 children'. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Each event's counts (the wedding first), who attends the wedding by age group with the meals for
 * adults and children and the infants apart, and the answers to the couple's questions.
 */
export function EventsOverview({ summary }: { summary: Summary }) {
  const catalog = useSiteCatalog();
  const mealList = (meals: Record<string, number>) =>
    Object.entries(meals)
      .filter(([id, count]) => count > 0 && id !== 'none')
      .map(([id, count]) => `${mealLabel(id, catalog)} ${count}`)
      .concat(meals.none ? [`no meal chosen ${meals.none}`] : [])
      .join(' · ') || 'none';
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="events-heading"
      data-testid="events-overview"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="events-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Events, ages and answers
      </Typography>
      {/* On a phone the table scrolls sideways inside the card instead of being cut off (section 28). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Counts per event"
        data-testid="events-table-scroll"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-labelledby="events-heading">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell align="right">Invited</TableCell>
              <TableCell align="right">Attending</TableCell>
              <TableCell align="right">Declined</TableCell>
              <TableCell align="right">No answer</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.events.map((event) => (
              <TableRow key={event.id} data-testid={`event-count-${event.id}`}>
                <TableCell>{event.name}</TableCell>
                <TableCell align="right">{event.invited}</TableCell>
                <TableCell align="right">{event.attending}</TableCell>
                <TableCell align="right">{event.declined}</TableCell>
                <TableCell align="right">{event.noAnswer}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }} data-testid="meals-by-age">
        <Typography variant="body2">
          Attending the wedding: {count(summary.ages.adult, 'adult', 'adults')},{' '}
          {count(summary.ages.child, 'child', 'children')}, {count(summary.ages.infant, 'infant', 'infants')}
        </Typography>
        <Typography variant="body2">Adults' meals: {mealList(summary.mealsByAge.adult)}</Typography>
        <Typography variant="body2">Children's meals: {mealList(summary.mealsByAge.child)}</Typography>
        <Typography variant="body2">
          Infants (no meal): {summary.infants.map((guest) => displayName(guest)).join(', ') || 'none'}
        </Typography>
      </Box>
      {catalog.questions.map((question) =>
        summary.answers[question.id] ? (
          <Box key={question.id} sx={{ mt: 1.5 }} data-testid={`answers-${question.id}`}>
            <Typography component="h3" variant="subtitle2">
              {question.label}
            </Typography>
            <AnswerLine summary={summary.answers[question.id]!} />
          </Box>
        ) : null,
      )}
    </Card>
  );
}
