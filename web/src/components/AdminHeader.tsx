import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { wedding } from '@config';
import { signOut } from '../lib/sign-out';

export function AdminHeader() {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h5"
          sx={{ color: 'primary.main', textDecoration: 'none', fontSize: '1.6rem', letterSpacing: '0.04em' }}
        >
          {wedding.logoText}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to="/" color="inherit">
          Home
        </Button>
        <Button variant="outlined" onClick={() => void signOut('/')}>
          Sign out
        </Button>
      </Toolbar>
    </AppBar>
  );
}
