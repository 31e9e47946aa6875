import { useEffect, useState, type FormEvent } from 'react';
import { wedding } from '@config';
import type { Language } from '@contract/options';
import { tableLabel } from '@contract/seating';
import { findTable } from './find-table-api';
import { findTableWords } from './words';

type Result = { kind: 'found'; first: string; table: string; seat: string } | { kind: 'message'; text: string };

const LANGUAGE_KEY = 'language';

/** The reader's language: ?lang=, else the one they chose on this site before, else the browser's. */
export function startingLanguage(): Language {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked === 'en' || asked === 'es') return asked;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'en' || stored === 'es') return stored;
  } catch {
    // Storage blocked: the browser's language decides.
  }
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

const colors = wedding.colors;
const field = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  fontSize: '1.1rem',
  padding: '12px',
  marginTop: '4px',
  border: '1px solid #6b6b6b',
  borderRadius: '8px',
} as const;
const button = {
  width: '100%',
  fontSize: '1.1rem',
  padding: '14px',
  border: 'none',
  borderRadius: '999px',
  background: colors.primary,
  color: '#fff',
  cursor: 'pointer',
} as const;

/**
 * /find-table?d=<doorKey>: the door sign's page. A guest types their name and sees their table and seat,
 * nobody else's; no sign-in. English or Spanish, switchable.
 */
export function FindTablePage({ doorKey }: { doorKey: string }) {
  const [language, setLanguage] = useState<Language>(startingLanguage);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const t = findTableWords[language];
  // The heading is in the HTML (it paints before the script runs): it follows the language here.
  useEffect(() => {
    const title = document.getElementById('page-title');
    if (title) title.textContent = t.title;
    document.documentElement.lang = language;
  }, [language, t.title]);

  const switchLanguage = () => {
    const next = language === 'en' ? 'es' : 'en';
    setLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts this visit.
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!first.trim() || !last.trim()) {
      setResult({ kind: 'message', text: t.missingName });
      return;
    }
    setBusy(true);
    const answer = await findTable({ doorKey, first, last, lang: language });
    setBusy(false);
    if (answer.code === 0) setResult({ kind: 'message', text: t.offline });
    else if (!answer.error && answer.data?.found) {
      const { first: name, table, seat } = answer.data;
      setResult({ kind: 'found', first: name, table: tableLabel(table, language), seat });
    } else setResult({ kind: 'message', text: answer.message });
  };

  const again = () => {
    setResult(null);
    setFirst('');
    setLast('');
  };

  return (
    <main style={{ maxWidth: 420, margin: '0 auto', padding: '16px 20px 24px' }}>
      <div style={{ position: 'absolute', top: 12, right: 12 }}>
        <button
          type="button"
          onClick={switchLanguage}
          aria-label={t.otherLanguageLabel}
          lang={language === 'en' ? 'es' : 'en'}
          style={{
            background: 'none',
            border: `1px solid ${colors.primary}`,
            color: colors.primary,
            borderRadius: 999,
            padding: '6px 14px',
            fontSize: '1rem',
          }}
        >
          {t.otherLanguage}
        </button>
      </div>
      {!doorKey ? (
        <p role="alert">{t.noKey}</p>
      ) : result?.kind === 'found' ? (
        <section aria-live="polite" style={{ textAlign: 'center' }}>
          <p style={{ fontSize: '1.3rem' }}>{t.welcome(result.first)}</p>
          <p style={{ margin: '8px 0 0', color: '#444' }}>{t.yourTable}</p>
          <p
            data-testid="found-table"
            style={{ fontSize: '2.4rem', fontWeight: 700, margin: '0 0 8px', color: colors.primary }}
          >
            {result.table.charAt(0).toUpperCase() + result.table.slice(1)}
          </p>
          <p data-testid="found-seat" style={{ fontSize: '1.6rem', margin: '0 0 24px' }}>
            {t.seat} {result.seat}
          </p>
          <button type="button" onClick={again} style={button}>
            {t.again}
          </button>
        </section>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p style={{ color: '#333' }}>{t.intro}</p>
          <label style={{ display: 'block', marginBottom: 16 }}>
            {t.first}
            <input style={field} value={first} onChange={(e) => setFirst(e.target.value)} autoComplete="given-name" />
          </label>
          <label style={{ display: 'block', marginBottom: 16 }}>
            {t.last}
            <input style={field} value={last} onChange={(e) => setLast(e.target.value)} autoComplete="family-name" />
          </label>
          {result?.kind === 'message' && (
            <p role="alert" style={{ color: '#8a1c1c', fontSize: '1.05rem' }}>
              {result.text}
            </p>
          )}
          <button type="submit" style={button} disabled={busy}>
            {busy ? t.finding : t.find}
          </button>
        </form>
      )}
    </main>
  );
}
