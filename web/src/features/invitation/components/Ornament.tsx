import Box from '@mui/material/Box';
import { shades } from '../../../theme/theme';

/** A thin rule with a small heart: the page's section divider. */
export function Ornament({ color = shades.ornament }: { color?: string }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, my: 2 }}>
      <Box sx={{ width: 56, height: '1px', bgcolor: color }} />
      <Box component="svg" viewBox="0 0 24 24" sx={{ width: 16, height: 16, fill: color }}>
        <path d="M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
      </Box>
      <Box sx={{ width: 56, height: '1px', bgcolor: color }} />
    </Box>
  );
}
