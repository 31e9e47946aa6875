import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { signOut } from '../../../lib/sign-out';
import { MainHeader } from './MainHeader';

vi.mock('../../../lib/sign-out', () => ({ signOut: vi.fn() }));

function renderHeader(isAdmin: boolean) {
  useSession.setState({ id: 'g1', invtId: 'inv-1', isAdmin, access: true });
  return render(
    <MemoryRouter>
      <MainHeader />
    </MemoryRouter>,
  );
}

describe('MainHeader', () => {
  beforeEach(() => vi.mocked(signOut).mockClear());

  it('shows the logo and links to the four sections', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'G & D' }).getAttribute('href')).toBe('#home');
    for (const [name, href] of [
      ['Home', '#home'],
      ['Our Story', '#story'],
      ['Gift', '#gift'],
      ['FAQ', '#faq'],
    ]) {
      const links = screen.getAllByRole('link', { name, hidden: true });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).toBe(href);
    }
  });

  it('shows View Guests only to admins', () => {
    renderHeader(false);
    expect(screen.queryAllByRole('link', { name: 'View Guests', hidden: true })).toHaveLength(0);
    renderHeader(true);
    const links = screen.getAllByRole('link', { name: 'View Guests', hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/guests');
  });

  it('opens the phone menu and closes it when a section is chosen', async () => {
    const user = userEvent.setup();
    renderHeader(false);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Our Story' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs the guest out', async () => {
    const user = userEvent.setup();
    renderHeader(false);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
