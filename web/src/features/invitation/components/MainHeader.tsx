import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useRef, useState, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { wedding } from '@config';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { Reveal } from '../../../components/Reveal';
import { useT } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { signOut } from '../../../lib/sign-out';
import { fonts, shades } from '../../../theme/theme';
import { CloseIcon, MenuIcon } from './MenuIcons';

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
        <Button key={link.href} href={link.href} color="inherit" onClick={onNavigate}>
          {t.header[link.label]}
        </Button>
      ))}
      {isAdmin && (
        <Button component={RouterLink} to="/guests" color="primary" onClick={onNavigate}>
          {t.header.viewGuests}
        </Button>
      )}
    </>
  );
}

/** The page's top bar (memo: the invitation page re-renders as its answer and cards arrive; this needn't). */
export const MainHeader = memo(function MainHeader() {
  const isAdmin = useSession((state) => state.isAdmin);
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
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
    <AppBar
      ref={bar}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: shades.headerBar, backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar component="nav" aria-label={t.header.navigation} sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <Link
          href="#home"
          underline="none"
          sx={{ mr: 'auto', fontFamily: fonts.serif, fontSize: '1.7rem', fontWeight: 600, color: 'primary.main' }}
        >
          {wedding.logoText}
        </Link>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mr: 1 }}>
          <NavLinks isAdmin={isAdmin} />
        </Box>
        <LanguageSwitch />
        <Button variant="outlined" size="small" onClick={() => signOut()}>
          {t.header.signOut}
        </Button>
        <IconButton
          aria-label={t.header.menu}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { md: 'none' } }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Box sx={{ display: { md: 'none' } }}>
        <Reveal open={menuOpen} id="main-menu">
          <Box
            onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', px: 2, pb: 2, gap: 0.5 }}
          >
            <NavLinks isAdmin={isAdmin} onNavigate={closeMenu} />
          </Box>
        </Reveal>
      </Box>
    </AppBar>
  );
});
