import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { wedding } from '@config';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useT } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { signOut } from '../../../lib/sign-out';
import { fonts, shades } from '../../../theme/theme';
import { CloseIcon, MenuIcon } from './MenuIcons';
import { StaticSheet } from '../../../components/StaticSheet';

// The bar is on every guest page's first screen, so it is plain elements under one static style sheet
// (below) rather than MUI components: MUI styles each of its components through Emotion at every render,
// and the bar's AppBar, Toolbar, links and a dozen buttons were 18 of the page's 105 elements styled that
// way (docs/performance.md). It looks as they did, to the pixel.
const { primary } = wedding.colors;
const ink = shades.ink;
const headerCss = `
.bcw-bar{position:sticky;top:0;z-index:1100;display:flex;flex-direction:column;width:100%;box-sizing:border-box;
background-color:${shades.headerBar};-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);
border-bottom:1px solid rgba(0,0,0,0.12)}
.bcw-bar-row{position:relative;display:flex;align-items:center;min-height:56px;padding:0 16px;gap:4px}
@media (orientation:landscape){.bcw-bar-row{min-height:48px}}
@media (min-width:600px){.bcw-bar-row{min-height:64px;padding:0 24px;gap:8px}}
.bcw-bar-logo{margin-right:auto;font-family:${fonts.serif};font-size:1.7rem;font-weight:600;color:${primary};
text-decoration:none}
.bcw-bar-wide{display:none;gap:4px;margin-right:8px}
.bcw-bar-link{position:relative;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;
padding:6px 8px;border-radius:10px;color:inherit;text-decoration:none;font-family:${fonts.sans};font-weight:600;
font-size:1rem;line-height:1.75;-webkit-tap-highlight-color:transparent;
transition:background-color 250ms cubic-bezier(0.4,0,0.2,1)}
.bcw-bar-link:focus-visible{outline:2px solid ${primary};outline-offset:-2px;background-color:${alpha(ink, 0.08)}}
.bcw-bar-link.bcw-primary{color:${primary}}
.bcw-bar-menu-button{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;padding:8px;
margin:0;border:0;border-radius:50%;background:transparent;color:rgba(0,0,0,0.54);font-size:1.607142857rem;cursor:pointer;
-webkit-tap-highlight-color:transparent;transition:background-color 150ms cubic-bezier(0.4,0,0.2,1)}
.bcw-bar-menu-button:focus-visible{outline:2px solid ${primary};outline-offset:2px}
.bcw-bar-menu{display:grid;min-height:0;grid-template-rows:0fr;visibility:hidden;
transition:grid-template-rows 250ms ease,visibility 250ms}
.bcw-bar-menu[data-open]{grid-template-rows:1fr;visibility:visible}
.bcw-bar-menu>div{min-height:0;overflow:hidden}
.bcw-bar-menu-links{display:flex;flex-direction:column;align-items:stretch;padding:0 16px 16px;gap:4px}
@media (hover:hover){.bcw-bar-link:hover{background-color:${alpha(ink, 0.04)}}
.bcw-bar-link.bcw-primary:hover{background-color:${alpha(primary, 0.04)}}
.bcw-bar-menu-button:hover{background-color:rgba(0,0,0,0.04)}}
@media (min-width:900px){.bcw-bar-wide{display:flex}.bcw-bar-menu-button,.bcw-bar-menu{display:none}}
@media (prefers-reduced-motion:reduce){.bcw-bar-menu{transition:none}}
`;

const sectionLinks = [
  { href: '#home', label: 'home' },
  { href: '#story', label: 'story' },
  { href: '#gift', label: 'gift' },
  { href: '#faq', label: 'faq' },
] as const;

function NavLinks({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const t = useT();
  return (
    <>
      {sectionLinks.map((link) => (
        <a key={link.href} href={link.href} className="bcw-bar-link" onClick={onNavigate}>
          {t.header[link.label]}
        </a>
      ))}
      {isAdmin && (
        <RouterLink to="/guests" className="bcw-bar-link bcw-primary" onClick={onNavigate}>
          {t.header.viewGuests}
        </RouterLink>
      )}
    </>
  );
}

/** The page's top bar (memo: the invitation page re-renders as its answer and cards arrive; this needn't). */
export const MainHeader = memo(function MainHeader() {
  const isAdmin = useSession((state) => state.isAdmin);
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const bar = useRef<HTMLElement>(null);

  // A tap outside the bar closes the menu: it does not stay open behind a dialog opened from the page.
  // (A listener of our own: MUI's ClickAwayListener would cost the page's first JavaScript about 1 KB.)
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (event: MouseEvent) => {
      // The path as it was when the tap landed: the tap that opened the menu swapped its icon, so its
      // target is no longer in the bar by the time the event reaches the document.
      if (!bar.current || !event.composedPath().includes(bar.current)) setMenuOpen(false);
    };
    document.addEventListener('click', outside);
    return () => document.removeEventListener('click', outside);
  }, [menuOpen]);

  return (
    <header ref={bar} className="bcw-bar">
      <StaticSheet name="bcw-main-header" css={headerCss} />
      <nav aria-label={t.header.navigation} className="bcw-bar-row">
        <a href="#home" className="bcw-bar-logo">
          {wedding.logoText}
        </a>
        <div className="bcw-bar-wide">
          <NavLinks isAdmin={isAdmin} />
        </div>
        <LanguageSwitch />
        <Button variant="outlined" size="small" onClick={() => signOut()}>
          {t.header.signOut}
        </Button>
        <button
          type="button"
          className="bcw-bar-menu-button"
          aria-label={t.header.menu}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => {
            setMenuOpen((open) => !open);
            setMenuUsed(true);
          }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>
      {/* Hidden content is out of the tab order and the accessibility tree; its links are made when the menu
          is first opened (most guests never open it), and kept so that it closes with them in view. */}
      <div id="main-menu" className="bcw-bar-menu" data-open={menuOpen ? '' : undefined}>
        <div>
          {menuUsed && (
            <div className="bcw-bar-menu-links" onKeyDown={(event) => event.key === 'Escape' && closeMenu()}>
              <NavLinks isAdmin={isAdmin} onNavigate={closeMenu} />
            </div>
          )}
        </div>
      </div>
    </header>
  );
});
