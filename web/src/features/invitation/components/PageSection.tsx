import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { shades } from '../../../theme/theme';
import { Ornament } from './Ornament';

type Props = { id: string; title: string; tinted?: boolean; children: ReactNode };

export const HEADER_HEIGHT = 64;

/**
 * A section below the first screen. Until it comes near the screen the browser skips its layout and paint
 * (`content-visibility: auto`, at the height it last had, else about a phone screen's), so the page's
 * first layouts on a phone cover the first screen, not the whole story, gift and FAQ. It is still in the
 * accessibility tree, found by the browser's find and scrolled to by a link to its id.
 */
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
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
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
