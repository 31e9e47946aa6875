// The local mail server of the emulator suite: a real SMTP server (smtp-server) on 127.0.0.1:2525 that
// takes every email the functions send, prints its headers and text, and keeps it in memory. Tests read
// what arrived from a small HTTP endpoint beside it (GET http://127.0.0.1:2526/messages). Nothing is
// relayed anywhere: no email leaves the machine.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = 2525;
const MAIL_READER_PORT = 2526;
const HOST = '127.0.0.1';
const SHOWN_HEADERS = ['from', 'to', 'subject', 'list-unsubscribe', 'list-unsubscribe-post'];

/** The headers a person reads, as `Name: value` lines. */
function headerLines(parsed) {
  return SHOWN_HEADERS.filter((name) => parsed.headers.has(name)).map((name) => {
    const value = parsed.headers.get(name);
    const text = typeof value === 'object' && value !== null && 'text' in value ? value.text : String(value);
    return `${name.replace(/(^|-)\w/g, (c) => c.toUpperCase())}: ${text}`;
  });
}

/**
 * Starts the server and its reader. `print` (default console.log) receives one block per email.
 * Resolves with `close()` once both listen; rejects when a port is taken.
 */
export async function startMailServer({ print = console.log } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    // Local only: no TLS, and any login (or none) is accepted, as the functions send with a plain smtp:// URL.
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers = Object.fromEntries(
            [...parsed.headers.keys()].map((name) => {
              const value = parsed.headers.get(name);
              const text =
                typeof value === 'object' && value !== null && 'text' in value
                  ? value.text
                  : typeof value === 'object' && value !== null && 'value' in value
                    ? String(value.value)
                    : String(value);
              return [name, text];
            }),
          );
          const message = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            headers,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          messages.push(message);
          print(
            [
              '',
              `  [email to ${message.envelopeTo.join(', ')}]`,
              ...headerLines(parsed).map((l) => `    ${l}`),
              '',
              message.text.replace(/^/gm, '    '),
              '',
            ].join('\n'),
          );
          callback();
        })
        .catch(callback);
    },
  });
  const reader = createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(messages));
    }
    res.writeHead(404).end();
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, HOST, () => resolve());
    });
  await listen(smtp.server, SMTP_PORT);
  await listen(reader, MAIL_READER_PORT);
  return {
    messages,
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => reader.close(resolve))]),
  };
}
