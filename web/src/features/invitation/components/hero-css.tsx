import { wedding } from '@config';
import { fonts, shades } from '../../../theme/theme';
import { StaticSheet } from '../../../components/StaticSheet';

/**
 * The first screen's own style sheet (Hero, its slideshow, the countdown and the ornament): plain elements
 * under static rules, where MUI's Box and Typography would serialise each element's styles through Emotion
 * at every render, the countdown's every second (docs/performance.md). The rules are MUI's as the theme
 * made them (8 px spacing, 10 px corners).
 */
/** The top bar's height: what a link to a section scrolls below. */
export const HEADER_HEIGHT = 64;

const { primary } = wedding.colors;
export const heroCss = `
.bcw-hero{position:relative;min-height:calc(100svh - ${HEADER_HEIGHT}px);scroll-margin-top:${HEADER_HEIGHT}px;
display:grid;justify-items:center;align-items:start;padding:32px 16px}
.bcw-hero-card{position:relative;width:100%;max-width:560px;box-sizing:border-box;text-align:center;padding:32px 20px;
border-radius:50px;background-color:${shades.heroCard};-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);
border:1px solid ${shades.heroCardBorder};box-shadow:${shades.heroCardShadow}}
.bcw-hero-title{margin:0;font-family:${fonts.serif};font-weight:600;font-size:clamp(2.1rem, 10vw, 3.8rem);
line-height:1.05;color:${primary}}
.bcw-hero-tagline{margin:12px 0 0;font-size:0.9rem;line-height:1.5;letter-spacing:0.04em}
.bcw-hero-date{margin:0;font-weight:600;font-size:1.05rem;line-height:1.5}
.bcw-hero-venue{display:inline-block;margin-top:4px;color:${primary};text-decoration:none}
.bcw-hero-venue:hover{text-decoration:underline}
.bcw-hero-venue>span{display:block;font-weight:600}
.bcw-hero-countdown{margin:24px 0}
.bcw-calendar{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:12px}
.bcw-hero-photos{position:absolute;inset:0;overflow:hidden;background-color:${shades.heroPlaceholder}}
html[data-first-photo] .bcw-hero-photos{background-color:transparent}
.bcw-hero-photos>picture{position:absolute;inset:0;opacity:1;transition:opacity 1.2s ease-in-out}
.bcw-hero-photos>picture[data-visible=false]{opacity:0}
.bcw-hero-photos img{width:100%;height:100%;object-fit:cover;display:block}
.bcw-timer{display:grid;grid-template-columns:repeat(4, 1fr);gap:8px}
.bcw-timer>div{padding:8px 0;border-radius:20px;background-color:${shades.primaryWash};text-align:center}
.bcw-timer span{display:block;line-height:1.5}
.bcw-timer .bcw-timer-number{font-size:1.6rem;font-weight:600;line-height:1.2}
.bcw-timer .bcw-timer-unit{font-size:0.75rem;letter-spacing:0.12em;text-transform:uppercase}
.bcw-timer-passed{margin:8px 0 0;text-align:center;font-weight:600;line-height:1.5}
.bcw-ornament{display:flex;align-items:center;justify-content:center;gap:12px;margin:16px 0}
.bcw-ornament>span{width:56px;height:1px;background-color:var(--bcw-ornament)}
.bcw-ornament>svg{width:16px;height:16px;fill:var(--bcw-ornament)}
@media (min-width:600px){
.bcw-hero{padding:64px 16px}
.bcw-hero-card{padding:40px}
.bcw-hero-tagline{font-size:1rem}
.bcw-hero-date{font-size:1.15rem}
.bcw-timer{gap:12px}
.bcw-timer .bcw-timer-number{font-size:2rem}
}
@media (prefers-reduced-motion:reduce){.bcw-hero-photos>picture{transition:none}}
`;

/** The sheet, once in the document's head however many of its components render (React hoists it). */
export function HeroStyles() {
  return <StaticSheet name="bcw-hero" css={heroCss} />;
}
