import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { setLanguage } from '../../stores/language';
import PrivacyPage from './PrivacyPage';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/privacy']}>
      <PrivacyPage />
    </MemoryRouter>,
  );

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

describe('the privacy policy', () => {
  it('says what is kept, that it is never shared or sold, how texts work, how long and whom to ask', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const text = document.body.textContent!;
    for (const kept of ['name', 'mobile phone number', 'email address', 'answers', 'notes'])
      expect(text).toContain(kept);
    expect(text).toContain('This wedding only');
    expect(text).toContain('never sell, rent or share your phone number, your consent to receive texts');
    expect(text).toContain('Reply STOP');
    expect(text).toContain('Reply HELP');
    expect(text).toContain('Msg & data rates may apply');
    expect(text).toContain('How often');
    expect(text).toContain('deleted within 90 days after the wedding');
    expect(text).toContain(wedding.contact.email);
  });

  it('reads in Spanish for a Spanish reader', async () => {
    await act(() => setLanguage('es', { remember: false }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(document.body.textContent).toContain('Responda STOP');
    expect(document.body.textContent).toContain('Nunca vendemos');
  });
});
