import { useEffect, useState } from 'react';
import { wedding } from '@config';
import { PrintSheet } from '../../../components/PrintSheet';

/** The door sign's words, English and Spanish on the one page. */
export const SIGN_WORDS = {
  en: { title: 'Find your table', how: "Scan the code with your phone's camera and type your name." },
  es: { title: 'Encuentre su mesa', how: 'Escanee el código con la cámara de su teléfono y escriba su nombre.' },
};

/** The QR code of `url` as SVG markup, drawn by the qrcode library (loaded with the Day tab, never by guests). */
export function useQrSvg(url: string | null): string {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    if (!url) return;
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (markup) => current && setSvg(markup),
        () => current && setSvg(''),
      );
    return () => {
      current = false;
    };
  }, [url]);
  return url ? svg : '';
}

// Printed instead of the console (never shown on screen): one page, black on white.
const sheet = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  font: '14pt/1.35 Georgia, serif',
  breakInside: 'avoid',
} as const;

const printStyles = {
  '#door-sign h1': { fontSize: '40pt', margin: '0' },
  '#door-sign h2': { fontSize: '30pt', margin: '4pt 0 18pt', fontStyle: 'italic', fontWeight: 'normal' },
  '#door-sign .qr': { width: '4.6in', height: '4.6in' },
  '#door-sign .qr svg': { width: '100%', height: '100%' },
  '#door-sign p': { margin: '6pt 0', maxWidth: '6.5in' },
  '#door-sign .url': { fontFamily: 'monospace', fontSize: '9pt', overflowWrap: 'anywhere', marginTop: '18pt' },
} as const;

/** The printed door sign: "Find your table" in both languages and the QR code that opens the find-table page. */
export function DoorSignSheet({ url, svg }: { url: string; svg: string }) {
  return (
    <PrintSheet
      id="door-sign"
      testId="door-sign"
      page={{ size: 'letter', margin: '0.6in' }}
      sheet={sheet}
      styles={printStyles}
    >
      <p>{wedding.couple.title}</p>
      <h1>{SIGN_WORDS.en.title}</h1>
      <h2 lang="es">{SIGN_WORDS.es.title}</h2>
      <div className="qr" role="img" aria-label={`QR code for ${url}`} dangerouslySetInnerHTML={{ __html: svg }} />
      <p>{SIGN_WORDS.en.how}</p>
      <p lang="es">{SIGN_WORDS.es.how}</p>
      <p className="url">{url}</p>
    </PrintSheet>
  );
}
