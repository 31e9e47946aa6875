import Button, { type ButtonProps } from '@mui/material/Button';
import { setLanguage, useLanguage, useT } from '../lib/i18n/language';
import { updateLanguage } from '../lib/i18n/update-language';
import { useSession } from '../lib/session';

/**
 * 'Español' on the English page, 'English' on the Spanish one. The choice is remembered on this device
 * and, for a signed-in guest, sent to the server so their texts follow it.
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
    <Button
      color="primary"
      size="small"
      {...props}
      lang={t.languageSwitch.lang}
      title={t.languageSwitch.title}
      data-testid="language-switch"
      onClick={() => void switchLanguage()}
    >
      {t.languageSwitch.label}
    </Button>
  );
}
