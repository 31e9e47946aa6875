import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { wedding } from '@config';

const { phone, email } = wedding.contact;
const telHref = `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

/** A message that names the couple's phone and email, with both tappable (tel: and mailto:). */
export function ContactText({ text }: { text: string }) {
  const parts = text.split(
    new RegExp(`(${[phone, email].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`),
  );
  return (
    <>
      {parts.map((part, index) =>
        part === phone ? (
          <Link key={index} href={telHref} color="inherit">
            {part}
          </Link>
        ) : part === email ? (
          <Link key={index} href={`mailto:${email}`} color="inherit">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
