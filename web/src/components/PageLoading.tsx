import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../lib/i18n/language';

export function PageLoading() {
  const t = useT();
  return (
    <Box role="status" aria-label={t.loading} sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress />
    </Box>
  );
}
