import { wedding, type TextParts } from '@config';
import { LIMITS, type Language } from '@contract/options';
import type { EmailKind } from './types';
import { escapeMarkup } from '../escape';
import { withoutStopLine, wordsFor } from '../../words';

type Composed = { subject: string; text: string; html: string };
/** `own`: the couple's wording of this kind (site/content `texts`), filled in; else the built-in words. */
/**
 * `household`: the line naming who on the guest's invitation has not answered yet, as the text carries it
 * ("Still to answer on your invitation: ..."), for an email that carries the message for them.
 */
type Parts = TextParts & {
  cmsg?: string;
  code?: string;
  unsubscribeUrl?: string | null;
  own?: string | null;
  household?: string | null;
};

const title = wedding.couple.title;

/** Paragraphs with their URLs as links, in a narrow column that reads on a phone. */
function toHtml(paragraphs: string[], link: string | null, linkLabel: string, footer: string[], lang: Language) {
  const linked = (text: string) =>
    escapeMarkup(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#7a4f9a">${url}</a>`);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${linked(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(link)}" style="display:inline-block;padding:12px 20px;background:#7a4f9a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeMarkup(linkLabel)}</a></p>`
    : '';
  const foot = footer.map((p) => `<p style="margin:0 0 8px;font-size:13px;color:#555555">${p}</p>`).join('');
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body style="margin:0;padding:16px;font-family:Georgia,serif;font-size:17px;line-height:1.5;color:#222222">' +
    `<div style="max-width:560px;margin:0 auto">${body}${button}${foot}</div></body></html>`
  );
}

/**
 * An email in the guest's language: the same words as the text of that kind, the couple's names, the
 * personal link, and (except for a sign-in code) a visible unsubscribe link. Plain text and simple HTML.
 */
export function composeEmail(kind: EmailKind, language: Language, parts: Parts): Composed {
  const say = wordsFor(language).email;
  const texts = wordsFor(language).texts;
  const subject = say.subject[kind];
  if (kind === 'otp') {
    const paragraphs = [texts.otp(parts.code ?? '', LIMITS.codeMinutes), say.ignore, `— ${title}`];
    return { subject, text: paragraphs.join('\n\n'), html: toHtml(paragraphs, null, '', [], language) };
  }
  const message =
    kind === 'custom'
      ? [say.hi(parts.first), parts.cmsg ?? '', `${say.linkLine} ${parts.link}`]
      : [withoutStopLine(parts.own ?? texts[kind](parts))];
  const paragraphs = [...message, ...(parts.household ? [parts.household] : []), `— ${title}`];
  const footerText = [say.why, ...(parts.unsubscribeUrl ? [`${say.unsubscribe}: ${parts.unsubscribeUrl}`] : [])];
  const footerHtml = [
    escapeMarkup(say.why),
    ...(parts.unsubscribeUrl
      ? [`<a href="${escapeMarkup(parts.unsubscribeUrl)}" style="color:#555555">${escapeMarkup(say.unsubscribe)}</a>`]
      : []),
  ];
  return {
    subject,
    text: [...paragraphs, '--', ...footerText].join('\n\n'),
    html: toHtml(paragraphs, parts.link, say.open, footerHtml, language),
  };
}
