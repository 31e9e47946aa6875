import type { CSSProperties } from 'react';
import { shades } from '../../../theme/theme';
import { HeroStyles } from './hero-css';

/** A thin rule with a small heart: the page's section divider (plain elements: hero-css). */
export function Ornament({ color = shades.ornament }: { color?: string }) {
  return (
    <div aria-hidden className="bcw-ornament" style={{ '--bcw-ornament': color } as CSSProperties}>
      <HeroStyles />
      <span />
      <svg viewBox="0 0 24 24">
        <path d="M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
      </svg>
      <span />
    </div>
  );
}
