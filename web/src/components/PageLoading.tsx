import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress />
    </Box>
  );
}
