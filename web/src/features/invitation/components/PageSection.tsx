import type { ReactNode } from 'react';
import { wedding } from '@config';
import { fonts, shades } from '../../../theme/theme';
import { HEADER_HEIGHT } from './hero-css';
import { Ornament } from './Ornament';
import { StaticSheet } from '../../../components/StaticSheet';

type Props = { id: string; title: string; tinted?: boolean; children: ReactNode };

/**
 * A section below the first screen. Until it comes near the screen the browser skips its layout and paint
 * (`content-visibility: auto`, at the height it last had, else about a phone screen's), so the page's
 * first layouts on a phone cover the first screen, not the whole story, gift and FAQ. It is still in the
 * accessibility tree, found by the browser's find and scrolled to by a link to its id.
 */
// Plain elements under a static sheet, as MUI's Box, Container and Typography h2 made them (StaticSheet says
// why): the three sections are committed in one task just after the first screen.
const sectionCss = `
.bcw-section{scroll-margin-top:${HEADER_HEIGHT}px;padding:56px 16px;background-color:${wedding.colors.background};
content-visibility:auto;contain-intrinsic-size:auto 900px}
.bcw-section.bcw-tinted{background-color:${shades.sectionTint}}
.bcw-section-body{width:100%;max-width:900px;margin:0 auto;box-sizing:border-box}
.bcw-section-title{margin:0;text-align:center;font-family:${fonts.serif};font-weight:600;font-size:2.2rem;line-height:1.2;
color:${wedding.colors.primary}}
@media (min-width:900px){.bcw-section{padding:80px 16px}.bcw-section-title{font-size:3rem}}
`;

export function PageSection({ id, title, tinted = false, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tinted ? 'bcw-section bcw-tinted' : 'bcw-section'}>
      <StaticSheet name="bcw-section" css={sectionCss} />
      <div className="bcw-section-body">
        <h2 id={`${id}-title`} className="bcw-section-title">
          {title}
        </h2>
        <Ornament />
        {children}
      </div>
    </section>
  );
}
