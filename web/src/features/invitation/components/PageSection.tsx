import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { shades } from '../../../theme/theme';
import { Ornament } from './Ornament';

type Props = { id: string; title: string; tinted?: boolean; children: ReactNode };

export const HEADER_HEIGHT = 64;

export function PageSection({ id, title, tinted = false, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: HEADER_HEIGHT,
        py: { xs: 7, md: 10 },
        px: 2,
        bgcolor: tinted ? shades.sectionTint : 'background.default',
      }}
    >
      <Container maxWidth="md" disableGutters>
        <Typography
          variant="h2"
          id={`${id}-title`}
          sx={{ textAlign: 'center', fontSize: { xs: '2.2rem', md: '3rem' }, color: 'primary.main' }}
        >
          {title}
        </Typography>
        <Ornament />
        {children}
      </Container>
    </Box>
  );
}
