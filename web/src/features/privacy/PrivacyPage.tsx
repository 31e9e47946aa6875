import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useLanguage } from '../../stores/language';
import { privacyText } from './privacy-text';

/** `/privacy`: what the site keeps and how its texts work, in the reader's language (its own chunk). */
export default function PrivacyPage() {
  const language = useLanguage((state) => state.language);
  const text = privacyText[language];
  useEffect(() => {
    const before = document.title;
    document.title = text.title;
    return () => {
      document.title = before;
    };
  }, [text.title]);

  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Link component={RouterLink} to="/">
          {text.back}
        </Link>
        <LanguageSwitch />
      </Box>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {text.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text.intro}</Typography>
      {text.sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={`privacy-${section.id}`} sx={{ mb: 3 }}>
          <Typography id={`privacy-${section.id}`} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.updated}
      </Typography>
    </Box>
  );
}
