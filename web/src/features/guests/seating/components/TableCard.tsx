import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { tableLabel } from '@contract/seating';
import { tableLayout, type SeatLine } from '../table-layout';
import type { TableSummary } from '../types';

/**
 * Names wrap between words only, never mid-letter (at 390 px two columns are narrow): a word too long
 * for its line ends in an ellipsis, and the whole text is the element's title.
 */
const WHOLE_WORDS = {
  wordBreak: 'normal',
  overflowWrap: 'normal',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

function SeatColumn({ lines }: { lines: SeatLine[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
      {lines.map((line) => (
        <Typography
          component="li"
          key={line.id}
          variant="body2"
          title={line.text}
          sx={{ py: 0.25, color: line.overflow ? 'error.main' : 'text.primary', ...WHOLE_WORDS }}
        >
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}

export function TableCard({ summary }: { summary: TableSummary }) {
  const { left, right, missing } = tableLayout(summary.guests);
  const name = tableLabel(summary.table);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={name}
      data-testid={`table-card-${summary.table}`}
      sx={{ p: 2, borderRadius: 3, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.25, flexWrap: 'wrap' }}>
        <Typography
          variant="h5"
          component="h2"
          title={name}
          sx={{ fontSize: '1.35rem', maxWidth: '100%', ...WHOLE_WORDS }}
        >
          {name}
        </Typography>
        {missing > 0 && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            (Missing {missing})
          </Typography>
        )}
        {missing > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {missing === 1 ? '1 seat free' : `${missing} seats free`}
          </Typography>
        )}
      </Box>
      {summary.guests.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No guests seated yet.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
          <SeatColumn lines={left} />
          <SeatColumn lines={right} />
        </Box>
      )}
    </Card>
  );
}
