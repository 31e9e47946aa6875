// Reads the emulator suite's output and lists function log lines that show a sign-in code, a token, a
// personal link's key or a full phone number. The outbox provider's own lines ("[sms outbox] ...") are
// the one allowed place.

const outboxLine = /\[sms outbox\]/;
const functionLine = /^(>\s|[i⚠✔!]\s+functions:)/;
const phone = /\+?1?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b/;
const jwt = /eyJ[\w-]{8,}\.[\w-]{8,}/;
const linkKey = /[?&]k=[\w-]{16,}/;

/**
 * A check that sees no function logs at all proves nothing: the outbox lines of the sign-ins the tests
 * made must be there. Returns why the capture is not usable, or null.
 * @param {string} output
 */
export function missingLogs(output) {
  const lines = output.split('\n');
  if (!lines.some((line) => functionLine.test(line.trim()))) return 'no function logs were captured';
  if (!lines.some((line) => outboxLine.test(line))) return 'no [sms outbox] lines were captured';
  return null;
}

/** @param {string} output */
export function findSecretsInLogs(output) {
  const lines = output.split('\n');
  const codes = new Set(lines.filter((l) => outboxLine.test(l)).flatMap((l) => l.match(/\b\d{6}\b/g) ?? []));
  return lines
    .filter((line) => functionLine.test(line.trim()) && !outboxLine.test(line))
    .filter(
      (line) =>
        phone.test(line) ||
        jwt.test(line) ||
        linkKey.test(line) ||
        [...codes].some((code) => new RegExp(`\\b${code}\\b`).test(line)),
    )
    .map((line) => line.trim().slice(0, 200));
}
