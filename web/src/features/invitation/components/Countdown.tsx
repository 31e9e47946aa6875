import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCountdown } from '../hooks/use-countdown';

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

export function Countdown({ targetMs }: { targetMs: number }) {
  const left = useCountdown(targetMs);

  return (
    <Box
      role="timer"
      aria-label="Countdown to the wedding"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 1.5 } }}
    >
      {units.map(([unit, label]) => (
        <Box
          key={unit}
          data-testid={`countdown-${unit}`}
          sx={{ py: 1, borderRadius: 2, bgcolor: 'rgba(109, 63, 82, 0.08)', textAlign: 'center' }}
        >
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600, lineHeight: 1.2 }}
          >
            {String(left[unit]).padStart(2, '0')}
          </Typography>
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: '0.75rem', letterSpacing: '0.12em', textTransform: 'uppercase' }}
          >
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
