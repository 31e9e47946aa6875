import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useContent, useT } from '../../../stores/language';
import { fonts } from '../../../theme/theme';
import { wedding } from '@config';
import { usePaymentReturnToasts } from '../hooks/use-payment-return-toasts';
import { StaticSheet } from '../../../components/StaticSheet';

// Plain elements under a static sheet (components/StaticSheet.tsx says why), as MUI's Box and Typography made them.
const giftCss = `
.bcw-gift{max-width:640px;margin:0 auto;text-align:center}
.bcw-gift p{margin:0 0 16px;line-height:1.8}
.bcw-gift .bcw-gift-thanks{font-size:1.15rem;font-weight:500;line-height:1.5}
.bcw-gift .bcw-gift-day{margin-bottom:24px}
.bcw-gift figure{margin:0 0 32px}
.bcw-gift blockquote{margin:0;font-family:${fonts.serif};font-style:italic;font-size:1.35rem}
.bcw-gift figcaption{margin-top:4px;letter-spacing:0.08em;color:${wedding.colors.accent}}
`;

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
    <div className="bcw-gift">
      <StaticSheet name="bcw-gift" css={giftCss} />
      <p className="bcw-gift-thanks">{gift.thankYou}</p>
      <p>{gift.howToGive}</p>
      <p className="bcw-gift-day">{gift.onTheDay}</p>
      <figure>
        <blockquote>“{gift.verse}”</blockquote>
        <figcaption>{gift.verseRef}</figcaption>
      </figure>
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
    </div>
  );
}
