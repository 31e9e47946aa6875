import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent } from '../../../stores/language';
import { richText } from '../../../lib/rich-text';

const paragraph = { fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.85, mb: 2.5 } as const;

/** The couple's story: the config's plain paragraphs, or rich text saved in the console (sanitized on the server, rebuilt from the safe subset here). */
export function StorySection() {
  const { story } = useContent();
  return (
    <Box sx={{ maxWidth: 680, mx: 'auto', textAlign: 'center' }}>
      {story.paragraphs.map((text, index) =>
        story.rich ? (
          <Typography
            key={index}
            component="div"
            className="rich-text"
            sx={{ ...paragraph, '& p': { m: 0 }, '& a': { color: 'primary.main' } }}
          >
            {richText(text)}
          </Typography>
        ) : (
          <Typography key={text} sx={paragraph}>
            {text}
          </Typography>
        ),
      )}
    </Box>
  );
}
