import { useT } from '../../../stores/language';
import { HeroStyles } from './hero-css';
import { useCountdown } from '../hooks/use-countdown';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ targetMs }: { targetMs: number }) {
  const left = useCountdown(targetMs);
  const t = useT();

  // Once the wedding's time has passed, the stopped countdown says so (section 28).
  const timer = (
    <div role="timer" aria-label={t.hero.countdown} className="bcw-timer">
      <HeroStyles />
      {units.map((unit) => (
        <div key={unit} data-testid={`countdown-${unit}`}>
          <span className="bcw-timer-number">{String(left[unit]).padStart(2, '0')}</span>
          <span className="bcw-timer-unit">{t.hero.units[unit]}</span>
        </div>
      ))}
    </div>
  );
  return left.done ? (
    <>
      {timer}
      <p data-testid="countdown-passed" className="bcw-timer-passed">
        {t.hero.passed}
      </p>
    </>
  ) : (
    timer
  );
}
