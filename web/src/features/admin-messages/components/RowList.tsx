import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The list the Messages tab shows its queues and scheduled texts in: one row each, on the paper colour. */
export function RowList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

/** One row of a RowList: its lines of text, and after them what it offers (a button), wrapping on a phone. */
export function Row({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: '1 1 220px' }}>{children}</Box>
      {action}
    </Box>
  );
}
