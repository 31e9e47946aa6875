import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wedding, spanish } from '@config';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useSession } from './session';
import { en } from '../i18n/en';
import { messages as es } from '../i18n/es';
import { applyStoredLanguage, LANGUAGE_KEY, setLanguage, useContent, useT } from './language';
import { updateLanguage } from '../lib/update-language';

vi.mock('../lib/update-language', () => ({
  updateLanguage: vi.fn(async () => ({ error: false, code: 200, message: '' })),
}));

function Page() {
  const t = useT();
  const content = useContent();
  return (
    <>
      <h1>{t.signIn.welcome}</h1>
      <p>{content.story.title}</p>
      <LanguageSwitch />
    </>
  );
}

describe('the language switch', () => {
  beforeEach(() => vi.mocked(updateLanguage).mockClear());
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
    useSession.setState({ id: '', invtId: '', isAdmin: false, access: false });
  });

  it("reads 'Español' in English, switches to Spanish strings and content, sets <html lang> and remembers it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish.getAttribute('lang')).toBe('es');
    await user.click(toSpanish);
    await screen.findByRole('heading', { name: 'Bienvenidos' });
    expect(screen.getByText(spanish.story.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.getByText(wedding.story.title)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('tells the server only for a signed-in guest', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await screen.findByRole('button', { name: 'English' });
    expect(updateLanguage).not.toHaveBeenCalled();

    useSession.setState({ id: 'g1', invtId: 'inv-1', isAdmin: false, access: true });
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(updateLanguage).toHaveBeenCalledWith('en'));
  });

  it('starts in the remembered language, and ignores a value it does not know', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    await act(() => applyStoredLanguage());
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Bienvenidos' })).toBeTruthy();
    await act(() => setLanguage('en'));

    localStorage.setItem(LANGUAGE_KEY, 'fr');
    await act(() => applyStoredLanguage());
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});

describe('the Spanish strings', () => {
  it('translate every English string, and no English one is left in Spanish', () => {
    const leaves = (value: unknown, path = ''): [string, unknown][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`))
        : [[path, value]];
    const english = new Map(leaves(en));
    const translated = new Map(leaves(es));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(
      ([key, value]) =>
        typeof value === 'string' && translated.get(key) === value && !/zelle|googleCalendar|\.lang$/i.test(key),
    );
    expect(same).toEqual([]);
  });

  it("translate the couple's content item for item: the same FAQ ids in the same order, every meal", () => {
    expect(spanish.faq.map((item) => item.id)).toEqual(wedding.faq.map((item) => item.id));
    expect(Object.keys(spanish.meals)).toEqual(wedding.meals.map((meal) => meal.id));
    expect(spanish.story.paragraphs).toHaveLength(wedding.story.paragraphs.length);
  });
});
