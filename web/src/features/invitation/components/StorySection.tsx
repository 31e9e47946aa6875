import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent } from '../../../lib/i18n/language';

export function StorySection() {
  const { story } = useContent();
  return (
    <Box sx={{ maxWidth: 680, mx: 'auto', textAlign: 'center' }}>
      {story.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.85, mb: 2.5 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
