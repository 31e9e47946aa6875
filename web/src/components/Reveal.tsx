import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Props = { open: boolean; id?: string; role?: string; labelledBy?: string; children: ReactNode };

/**
 * Shows or hides its content with a height transition, in CSS alone (MUI's Collapse would bring its
 * transition library into the page's first JavaScript). Hidden content is out of the tab order and
 * the accessibility tree.
 */
export function Reveal({ open, id, role, labelledBy, children }: Props) {
  return (
    <Box
      id={id}
      role={role}
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        gridTemplateRows: open ? '1fr' : '0fr',
        visibility: open ? 'visible' : 'hidden',
        transition: 'grid-template-rows 250ms ease, visibility 250ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ minHeight: 0, overflow: 'hidden' }}>{children}</Box>
    </Box>
  );
}
