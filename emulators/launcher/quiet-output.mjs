// What `npm start` shows of the emulator suite's own output once the site is up. Everything goes to the
// log file; the terminal keeps only what a person needs to act on: the functions' warnings and errors,
// and firebase-tools' own warnings and errors. Texts are printed by start.mjs from the outbox itself.

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** Harmless warnings firebase-tools repeats while running (each function worker it starts prints it). */
const harmless = [
  /Your requested "node" version "\d+" doesn't match your global version/,
  /will drop support for Java version/,
];

/**
 * The line as the terminal should show it, or null to keep it to the log file.
 * @param {string} raw one line of firebase-tools' output
 * @returns {string | null}
 */
export function terminalLine(raw) {
  const line = raw.replace(ansi, '').trimEnd();
  if (!line.trim()) return null;
  if (/^>\s/.test(line)) return functionLine(line.replace(/^>\s+/, ''));
  // firebase-tools marks a warning with ⚠ and an error with !! or ⬢ (a function that failed to load); i and ✔
  // lines (among them Hosting's one line per request, and the functions' start and finish of every call) are
  // progress.
  if (/^(⚠|!!|⬢)/.test(line) && !harmless.some((pattern) => pattern.test(line))) return line;
  return null;
}

/** A function's own log line: structured (firebase-functions' logger writes JSON) or printed. */
function functionLine(text) {
  if (text.startsWith('[sms outbox]')) return null;
  if (!text.startsWith('{')) return `  function: ${text}`;
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    return `  function: ${text}`;
  }
  const severity = String(entry.severity ?? 'INFO').toUpperCase();
  if (severity === 'DEBUG' || severity === 'INFO') return null;
  const { severity: _severity, message, ...fields } = entry;
  const details = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
  return `  function ${severity.toLowerCase()}: ${message}${details}`;
}

/**
 * Calls `onLine` with each whole line of a stream's chunks (a line may arrive in pieces).
 * @param {(line: string) => void} onLine
 */
export function lineSplitter(onLine) {
  let rest = '';
  return {
    /** @param {Buffer | string} chunk */
    push(chunk) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    flush() {
      if (rest) onLine(rest);
      rest = '';
    },
  };
}
