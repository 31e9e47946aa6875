import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { wedding } from '@config';
import { useSession } from '../../../lib/session';
import { signOut } from '../../../lib/sign-out';
import { CloseIcon, MenuIcon } from './MenuIcons';

export const sectionLinks = [
  { href: '#home', label: 'Home' },
  { href: '#story', label: 'Our Story' },
  { href: '#gift', label: 'Gift' },
  { href: '#faq', label: 'FAQ' },
] as const;

const serif = '"Cormorant Garamond", "Palatino Linotype", Palatino, Georgia, serif';

function NavLinks({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  return (
    <>
      {sectionLinks.map((link) => (
        <Button key={link.href} href={link.href} color="inherit" onClick={onNavigate}>
          {link.label}
        </Button>
      ))}
      {isAdmin && (
        <Button component={RouterLink} to="/guests" color="primary" onClick={onNavigate}>
          View Guests
        </Button>
      )}
    </>
  );
}

export function MainHeader() {
  const isAdmin = useSession((state) => state.isAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'rgba(251, 248, 245, 0.94)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Link
          href="#home"
          underline="none"
          sx={{ mr: 'auto', fontFamily: serif, fontSize: '1.7rem', fontWeight: 600, color: 'primary.main' }}
        >
          {wedding.logoText}
        </Link>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mr: 1 }}>
          <NavLinks isAdmin={isAdmin} />
        </Box>
        <Button variant="outlined" size="small" onClick={() => signOut()}>
          Sign out
        </Button>
        <IconButton
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { md: 'none' } }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Collapse in={menuOpen} id="main-menu" sx={{ display: { md: 'none' } }}>
        <Box
          onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', px: 2, pb: 2, gap: 0.5 }}
        >
          <NavLinks isAdmin={isAdmin} onNavigate={closeMenu} />
        </Box>
      </Collapse>
    </AppBar>
  );
}
