import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { shades } from '../../../theme/theme';

const SIZE = 180;

/** A QR code drawn from `payload`; the qrcode library is only fetched when this is shown. */
export function ZelleQrCode({ payload, alt }: { payload: string; alt: string }) {
  const [src, setSrc] = useState('');

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(payload, { type: 'svg', margin: 1, color: { dark: shades.qrDark, light: shades.qrLight } }),
      )
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('Could not draw the Zelle QR code:', error));
    return () => {
      current = false;
    };
  }, [payload]);

  if (!src) return <Skeleton variant="rounded" width={SIZE} height={SIZE} sx={{ mx: 'auto' }} />;
  return <Box component="img" src={src} alt={alt} width={SIZE} height={SIZE} sx={{ display: 'block', mx: 'auto' }} />;
}
