import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useT } from '../stores/language';

// A ring drawn with CSS, not MUI's CircularProgress: this shows while a route's chunk loads and sits in
// the code every page loads first, where CircularProgress cost about 1 KB gzip.
const ring = {
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: '4px solid',
  borderColor: 'primary.main',
  borderRightColor: 'transparent',
  animation: `${keyframes({ to: { transform: 'rotate(360deg)' } })} 1s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
} as const;

export function PageLoading() {
  const t = useT();
  return (
    <Box role="status" aria-label={t.loading} sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <Box sx={ring} />
    </Box>
  );
}
