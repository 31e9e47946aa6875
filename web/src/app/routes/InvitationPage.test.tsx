import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wedding } from '@config';
import type { InvitationSettings } from '@contract/invitation';
import { startingContent } from '@contract/site-content-defaults';
import type { GuestContent } from '@contract/site-content';
import { Faq } from '../../features/faq/components/Faq';
import { MainHeader } from '../../features/invitation/components/MainHeader';
import { AddressPrompt } from '../../features/thank-you-address/components/AddressPrompt';
import { getInvitation } from '../../features/rsvp/api/get-invitation';
import { RsvpPanel as Panel } from '../../features/rsvp/components/RsvpPanel';
import { useInvitation } from '../../features/rsvp/hooks/use-invitation';
import { useRsvpDeadline } from '../../stores/rsvp-deadline';
import { setLanguage } from '../../stores/language';
import { useSession } from '../../stores/session';
import InvitationPage from './InvitationPage';

// The guest page's parts together, as InvitationPage puts them, on a fake server.
vi.mock('../../features/rsvp/api/get-invitation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/rsvp/api/get-invitation')>()),
  getInvitation: vi.fn(),
}));
vi.mock('../../features/thank-you-address/api/address', () => ({
  getAddress: vi.fn(async () => ({ error: false, code: 200, message: 'ok', data: { address: null } })),
  putAddress: vi.fn(),
}));

describe("the page's menu", () => {
  it('closes when the address dialog opens from the page', async () => {
    useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
    render(
      <MemoryRouter>
        <MainHeader />
        <AddressPrompt />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Your address for a thank-you card' }));
    await screen.findByRole('dialog', { name: 'Your mailing address' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

const [first] = wedding.faq;

/** The RSVP panel with the invitation the page loads for it. */
function RsvpPanel() {
  return <Panel invitation={useInvitation()} />;
}

describe('the RSVP-by date', () => {
  const rsvpAnswer = () => screen.getByRole('region', { name: first!.title }).textContent;
  const pageWith = (rsvpClosesAt: string | null) => {
    useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
    const margaret = { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '' };
    vi.mocked(getInvitation).mockResolvedValue({
      error: false,
      code: 200,
      message: 'ok',
      data: [
        {
          ...margaret,
          responded: false,
          events: [],
          eventRsvps: {},
          ageGroup: 'adult',
          plusOnes: 0,
          companionOf: null,
          answers: {},
        },
      ],
      settings: { rsvpClosesAt, rsvpClosed: false, seatingPublished: false },
    });
    // The page as InvitationPage puts it together: the FAQ makes no call, the invitation's brings the settings.
    render(
      <>
        <RsvpPanel />
        <Faq />
      </>,
    );
  };
  afterEach(() => useRsvpDeadline.setState({ closesAt: null }));

  it('is the deadline set in Settings, which the invitation call brings, on the wedding clock', async () => {
    // 23:59 on December 20th, 2026 in Miami.
    pageWith('2026-12-21T04:59:00.000Z');
    await waitFor(() => expect(rsvpAnswer()).toContain('by December 20th, 2026 so we'));
    expect(screen.getByTestId('rsvp-deadline').textContent).toMatch(/until December 20, 2026/);
    expect(getInvitation).toHaveBeenCalledTimes(1);
  });

  it("is the config's date when no deadline is set", async () => {
    pageWith(null);
    await screen.findByTestId('rsvp-summary');
    expect(rsvpAnswer()).toContain('by September 1st, 2025 so we');
  });
});

/** Margaret, who has answered, on the whole page, its invitation call bringing `settings` (and `content`). */
function openPage(
  settings: Partial<InvitationSettings> & Pick<InvitationSettings, 'seatingPublished'>,
  content?: GuestContent,
) {
  const margaret = {
    id: 'm',
    first: 'Margaret',
    last: 'Harper',
    rsvp: true,
    plate: 'plate1',
    dietary: '',
    responded: true,
    table: 'table 4',
    tpos: '0',
    seat: '1',
    events: [],
    eventRsvps: {},
    ageGroup: 'adult' as const,
    plusOnes: 0,
    companionOf: null,
    answers: {},
  };
  useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.mocked(getInvitation)
    .mockClear()
    .mockResolvedValue({
      error: false,
      code: 200,
      message: 'ok',
      data: [margaret],
      settings: { rsvpClosesAt: null, rsvpClosed: false, ...settings },
      ...(content ? { content } : {}),
    });
  return render(
    <MemoryRouter>
      <InvitationPage />
    </MemoryRouter>,
  );
}

describe("the page's own styles", () => {
  afterEach(() => vi.unstubAllGlobals());

  // MUI restyles its components at every render (guest-page.md): the RSVP panel's frame and the footer are
  // plain elements under static sheets, put in the head once each.
  it.each([
    ['open', false, 'RSVP'],
    ['closed', true, 'See your answers'],
  ])('frames the RSVP panel and the footer in plain elements while answers are %s', async (_state, closed, button) => {
    const { container } = openPage({
      seatingPublished: false,
      day: null,
      rsvpClosed: closed,
      rsvpClosesAt: '2026-12-21T04:59:00.000Z',
    });
    await screen.findByTestId('rsvp-summary');
    const footer = await screen.findByRole('contentinfo');
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    const styled = (elements: Element[]) => elements.filter((element) => /css-/.test(element.className));
    // The buttons' row, the answers' block and the deadline; the summary of answers inside is still MUI's.
    const frame = [
      ...container.querySelectorAll('.bcw-rsvp-row, .bcw-rsvp-answers, .bcw-rsvp-closed, .bcw-rsvp-until'),
    ];
    expect(frame.length).toBeGreaterThanOrEqual(2);
    expect(styled(frame)).toEqual([]);
    expect(styled([footer, ...footer.querySelectorAll('*')])).toEqual([]);
    for (const sheet of ['bcw-rsvp-panel', 'bcw-footer'])
      expect(document.head.querySelectorAll(`style[data-href="${sheet}"]`)).toHaveLength(1);
  });
});

describe('day mode', () => {
  // Now, inside the window the server says is open.
  const window = (open: boolean) => ({
    date: '2026-11-28',
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    open,
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the Today card, above the RSVP button, on a day with an event once seating is published', async () => {
    openPage({ seatingPublished: true, day: window(true) });
    const card = await screen.findByTestId('today-card', {}, { timeout: 15_000 });
    expect(screen.getByTestId('today-seat-m').textContent).toBe('Margaret Harper: Table 4, seat 1');
    const rsvp = screen.getByRole('button', { name: 'RSVP' });
    expect(card.compareDocumentPosition(rsvp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getInvitation).toHaveBeenCalledTimes(1);
  });

  it('has no Today card on other days, nor before the seating is published', async () => {
    openPage({ seatingPublished: true, day: window(false) });
    await screen.findByTestId('rsvp-summary');
    expect(screen.queryByTestId('today-card')).toBeNull();
    cleanup();
    openPage({ seatingPublished: false, day: window(true) });
    await screen.findByTestId('rsvp-summary');
    expect(screen.queryByTestId('today-card')).toBeNull();
  });
});

describe("the couple's saved content", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en', { remember: false });
  });

  const saved = (): GuestContent => {
    const content = startingContent();
    return {
      ...content,
      version: 4,
      story: { ...content.story, title: { en: 'How we met', es: 'Cómo nos conocimos' } },
    };
  };

  // The content comes in the same render as the rest of the answer (one transition, in slices that yield to
  // the browser: docs/performance.md), never on a page still waiting for its answer.
  it('shows with the answer it came in, never before it', async () => {
    const early: string[] = [];
    const watch = new MutationObserver(() => {
      const title = document.body.textContent?.includes('How we met');
      if (title && !screen.queryByTestId('rsvp-summary')) early.push('story title before the answer');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    openPage({ seatingPublished: false, day: null }, saved());
    await screen.findByRole('heading', { name: 'How we met' });
    expect(screen.getByTestId('rsvp-summary')).toBeTruthy();
    watch.disconnect();
    expect(early).toEqual([]);
    expect(screen.queryByRole('heading', { name: wedding.story.title })).toBeNull();
  });

  it('follows a switch of language, and the built-in content shows when the answer carries none', async () => {
    openPage({ seatingPublished: false, day: null }, saved());
    await screen.findByRole('heading', { name: 'How we met' });
    await setLanguage('es', { remember: false });
    await screen.findByRole('heading', { name: 'Cómo nos conocimos' });
    await setLanguage('en', { remember: false });
    await screen.findByRole('heading', { name: 'How we met' });
    cleanup();
    openPage({ seatingPublished: false, day: null });
    await screen.findByTestId('rsvp-summary');
    await screen.findByRole('heading', { name: wedding.story.title });
    expect(screen.queryByRole('heading', { name: 'How we met' })).toBeNull();
  });
});
