import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../stores/language';
import { shades } from '../../../theme/theme';
import { useCountdown } from '../hooks/use-countdown';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ targetMs }: { targetMs: number }) {
  const left = useCountdown(targetMs);
  const t = useT();

  // Once the wedding's time has passed, the stopped countdown says so (section 28).
  const timer = (
    <Box
      role="timer"
      aria-label={t.hero.countdown}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 1.5 } }}
    >
      {units.map((unit) => (
        <Box
          key={unit}
          data-testid={`countdown-${unit}`}
          sx={{ py: 1, borderRadius: 2, bgcolor: shades.primaryWash, textAlign: 'center' }}
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
            {t.hero.units[unit]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return left.done ? (
    <>
      {timer}
      <Typography data-testid="countdown-passed" sx={{ mt: 1, textAlign: 'center', fontWeight: 600 }}>
        {t.hero.passed}
      </Typography>
    </>
  ) : (
    timer
  );
}
