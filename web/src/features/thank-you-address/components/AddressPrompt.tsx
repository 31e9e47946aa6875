import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/language';

// The form and its words load only when a guest asks for it: the invitation page's first load stays as it was.
const AddressDialog = lazy(() => import('./AddressDialog'));
const label = { en: 'Add your address for a thank-you card', es: 'Su dirección para una tarjeta de agradecimiento' };

/** An optional ask on the invitation page: the invitation's mailing address, for the couple's thank-you card. */
export function AddressPrompt() {
  const language = useLanguage((state) => state.language);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 3 }}>
        {label[language]}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddressDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
