import Button from '@mui/material/Button';
import { useState, type ComponentType } from 'react';
import { useLanguage } from '../../../stores/language';

type Form = ComponentType<{ onClose: () => void }>;

/**
 * An optional ask on the invitation page: the invitation's mailing address, for the couple's thank-you card.
 * The form and its words load only when a guest taps it, so the page's first load barely grows.
 */
export function AddressPrompt() {
  const es = useLanguage((state) => state.language) === 'es';
  const [Dialog, setDialog] = useState<Form | null>(null);
  return (
    <>
      <Button onClick={() => void import('./AddressDialog').then((form) => setDialog(() => form.default))}>
        {es ? 'Su dirección para una tarjeta de agradecimiento' : 'Your address for a thank-you card'}
      </Button>
      {Dialog && <Dialog onClose={() => setDialog(null)} />}
    </>
  );
}
