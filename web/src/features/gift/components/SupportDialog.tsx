import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { wedding } from '@config';
import { useContent, useT } from '../../../stores/language';
import { ZelleQrCode } from './ZelleQrCode';
import { useBackCloses } from '../../../lib/use-back-closes';

type Method = 'card' | 'zelle';

const tabProps = (method: Method) => ({ id: `support-tab-${method}`, 'aria-controls': `support-panel-${method}` });

function TabPanel({ method, current, children }: { method: Method; current: Method; children: React.ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`support-panel-${method}`}
      aria-labelledby={`support-tab-${method}`}
      hidden={method !== current}
      sx={{ pt: 3, textAlign: 'center' }}
    >
      {method === current && children}
    </Box>
  );
}

export default function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  const [method, setMethod] = useState<Method>('card');
  // The Zelle details and QR code as saved in the console (site/content), else the config's.
  const { gift: saved, zelleQr } = useContent();
  const gift = { ...wedding.gift, ...saved };
  const t = useT();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="support-title"
      sx={{ '& .MuiDialog-paper': { m: 1.5, width: 'calc(100% - 24px)', borderRadius: 4 } }}
    >
      <DialogTitle
        id="support-title"
        sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontSize: '1.9rem', textAlign: 'center', pb: 0 }}
      >
        {t.gift.support}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 2 }}>{t.gift.thanks}</Typography>
        <Tabs
          value={method}
          onChange={(_, next: Method) => setMethod(next)}
          variant="fullWidth"
          aria-label={t.gift.howToSupport}
        >
          <Tab value="card" label={t.gift.card} {...tabProps('card')} />
          <Tab value="zelle" label={t.gift.zelle} {...tabProps('zelle')} />
        </Tabs>
        <TabPanel method="card" current={method}>
          <Typography sx={{ mb: 2.5 }}>{t.gift.cardText}</Typography>
          <Button
            variant="contained"
            size="large"
            href={gift.donationUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ px: 6, borderRadius: 99 }}
          >
            {t.gift.support}
          </Button>
        </TabPanel>
        <TabPanel method="zelle" current={method}>
          <Typography sx={{ fontWeight: 600 }}>
            {t.gift.phone} {gift.zellePhone}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}>
            {t.gift.email} <Link href={`mailto:${gift.zelleEmail}`}>{gift.zelleEmail}</Link>
          </Typography>
          {zelleQr ? (
            <Box
              component="img"
              src={zelleQr}
              alt={t.gift.qrCode(gift.zelleEmail)}
              width={180}
              height={180}
              sx={{ display: 'block', mx: 'auto', objectFit: 'contain' }}
            />
          ) : (
            <ZelleQrCode payload={gift.zelleQrPayload} alt={t.gift.qrCode(gift.zelleEmail)} />
          )}
        </TabPanel>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t.gift.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
