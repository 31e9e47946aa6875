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
import { ZelleQrCode } from './ZelleQrCode';

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
  const [method, setMethod] = useState<Method>('card');
  const { gift } = wedding;

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
        Support
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 2 }}>
          We thank you for supporting us
        </Typography>
        <Tabs
          value={method}
          onChange={(_, next: Method) => setMethod(next)}
          variant="fullWidth"
          aria-label="How to support"
        >
          <Tab value="card" label="Card" {...tabProps('card')} />
          <Tab value="zelle" label="Zelle" {...tabProps('zelle')} />
        </Tabs>
        <TabPanel method="card" current={method}>
          <Typography sx={{ mb: 2.5 }}>Give securely by debit or credit card on our donation page.</Typography>
          <Button
            variant="contained"
            size="large"
            href={gift.donationUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ px: 6, borderRadius: 99 }}
          >
            Support
          </Button>
        </TabPanel>
        <TabPanel method="zelle" current={method}>
          <Typography sx={{ fontWeight: 600 }}>Phone: {gift.zellePhone}</Typography>
          <Typography sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}>
            Email: <Link href={`mailto:${gift.zelleEmail}`}>{gift.zelleEmail}</Link>
          </Typography>
          <ZelleQrCode payload={gift.zelleQrPayload} alt={`Zelle QR code for ${gift.zelleEmail}`} />
        </TabPanel>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
