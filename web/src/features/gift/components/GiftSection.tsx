import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useContent, useT } from '../../../stores/language';
import { usePaymentReturnToasts } from '../hooks/use-payment-return-toasts';

const loadSupportDialog = () => import('./SupportDialog');
const SupportDialog = lazy(loadSupportDialog);

/** The body of the 'Support Us' section; the page supplies the heading. */
export function GiftSection() {
  usePaymentReturnToasts();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const t = useT();
  const { gift } = useContent();

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 2 }}>{gift.thankYou}</Typography>
      <Typography sx={{ lineHeight: 1.8, mb: 2 }}>{gift.howToGive}</Typography>
      <Typography sx={{ lineHeight: 1.8, mb: 3 }}>{gift.onTheDay}</Typography>
      <Box component="figure" sx={{ m: 0, mb: 4 }}>
        <Box
          component="blockquote"
          sx={{ m: 0, fontFamily: (theme) => theme.typography.h1.fontFamily, fontStyle: 'italic', fontSize: '1.35rem' }}
        >
          “{gift.verse}”
        </Box>
        <Typography component="figcaption" sx={{ mt: 0.5, letterSpacing: '0.08em', color: 'secondary.main' }}>
          {gift.verseRef}
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={loadSupportDialog}
        onFocus={loadSupportDialog}
        sx={{ px: 6, borderRadius: 99 }}
      >
        {t.gift.support}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
