import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../stores/language';

export function NotFound() {
  const location = useLocation();
  const t = useT();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <div>
        <Typography variant="h1" sx={{ fontSize: '4rem', mb: 1 }}>
          404
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', mb: 2 }}>{t.notFound.title}</Typography>
        <Link component={RouterLink} to="/" sx={{ fontSize: '1.1rem' }}>
          {t.notFound.home}
        </Link>
      </div>
    </Box>
  );
}
