import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { setLanguage, useLanguage, useT } from '../stores/language';
import { updateLanguage } from '../lib/update-language';
import { useSession } from '../stores/session';

/**
 * 'Español' on the English page, 'English' on the Spanish one. The choice is remembered on this device
 * and, for a signed-in guest, sent to the server so their texts follow it. It is also a form: tapped on
 * the prerendered Welcome screen before the app has started, it reloads the page as /?lang=es, which
 * the inline script in index.html takes up.
 */
export function LanguageSwitch(props: Pick<ButtonProps, 'sx' | 'size' | 'variant'>) {
  const t = useT();
  const language = useLanguage((state) => state.language);
  const signedIn = useSession((state) => state.access);
  const other = language === 'en' ? 'es' : 'en';

  const switchLanguage = async () => {
    await setLanguage(other);
    if (signedIn) void updateLanguage(other);
  };

  return (
    <Box component="form" method="get" action="/" sx={{ display: 'contents' }}>
      <Button
        color="primary"
        size="small"
        {...props}
        type="submit"
        name="lang"
        value={other}
        lang={t.languageSwitch.lang}
        title={t.languageSwitch.title}
        data-testid="language-switch"
        onClick={(event) => {
          event.preventDefault();
          void switchLanguage();
        }}
      >
        {t.languageSwitch.label}
      </Button>
    </Box>
  );
}
