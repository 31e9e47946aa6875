import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChaseGuest } from '@contract/admin';
import CallList, { lastVisitText } from './CallList';

const person = (fields: Partial<ChaseGuest> & Pick<ChaseGuest, 'id' | 'first' | 'invtId'>): ChaseGuest => ({
  last: '',
  phone: '',
  email: '',
  lastTextStatus: null,
  lastSeenAt: null,
  hostName: null,
  ...fields,
});

const people = [
  person({ id: 'w', first: 'Wei', last: 'Chen', invtId: 'inv-chen', phone: '+13055550105', lastTextStatus: 'failed' }),
  person({ id: 'l', first: 'Lily', last: 'Chen', invtId: 'inv-chen', email: 'lily@example.com' }),
  person({ id: 'g', first: '', last: '', invtId: 'inv-chen', hostName: 'Wei Chen' }),
  person({
    id: 'h',
    first: 'Hana',
    last: 'Kim',
    invtId: 'inv-kim',
    phone: '+13055550117',
    lastSeenAt: '2026-11-20T18:30:00.000Z',
  }),
];

describe('CallList', () => {
  it('lists each invitation with its people: name, tappable phone, email, last text and last visit', () => {
    render(<CallList people={people} onClose={() => {}} />);
    const list = screen.getByRole('dialog', { name: /call list/ });
    expect(within(list).getByTestId('call-list-count').textContent).toBe(
      '4 people on 2 invitations have not answered.',
    );
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Invitation: Wei Chen, Lily Chen, Guest of Wei Chen', 'Invitation: Hana Kim']);
    const chen = within(
      within(list).getByRole('table', { name: 'Invitation: Wei Chen, Lily Chen, Guest of Wei Chen' }),
    );
    expect(chen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NamePhoneEmailLast textLast visit',
      'Wei Chen(305) 555-0105no emailfailednever',
      'Lily Chenno phonelily@example.comnever textednever',
      'Guest of Wei Chenno phoneno emailnever textednever',
    ]);
    expect(within(list).getByRole('link', { name: '(305) 555-0105' }).getAttribute('href')).toBe('tel:+13055550105');
    expect(within(list).getByRole('link', { name: '(305) 555-0117' }).getAttribute('href')).toBe('tel:+13055550117');
    expect(within(list).getByText(lastVisitText('2026-11-20T18:30:00.000Z'))).toBeTruthy();
  });

  it("names a seated person's seat as the guest page and seat text read it (stored position '1' is seat 2)", () => {
    render(
      <CallList
        people={[
          person({ id: 'm', first: 'Margaret', last: 'Harper', invtId: 'inv-harper', table: 'table 1', tpos: '1' }),
        ]}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Margaret Harper (Table 1, seat 2)' })).toBeTruthy();
  });

  it('prints the list and closes', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onClose = vi.fn();
    render(<CallList people={people} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says everyone has answered when nobody is left', () => {
    render(<CallList people={[]} onClose={() => {}} />);
    expect(screen.getByText('Everyone has answered: there is nobody left to call.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a last visit as a date, and 'never' when there was none", () => {
    expect(lastVisitText(null)).toBe('never');
    expect(lastVisitText('not a date')).toBe('never');
    expect(lastVisitText('2026-11-20T18:30:00.000Z')).toMatch(/2026/);
  });
});

describe('CallList households and texts from the couple’s phone', () => {
  it('reaches a person with no phone or email through the guest on their invitation, and counts a phone-queue send as a text', () => {
    const harper = [
      person({
        id: 'm',
        first: 'Margaret',
        last: 'Harper',
        invtId: 'inv-h',
        phone: '+13055550140',
        textedFromPhoneAt: '2026-11-20T18:30:00.000Z',
        reachVia: null,
      }),
      person({
        id: 'k',
        first: 'Lily',
        last: 'Harper',
        invtId: 'inv-h',
        reachVia: {
          id: 'm',
          name: 'Margaret Harper',
          phone: '+13055550140',
          email: '',
          lastTextStatus: null,
          textedFromPhoneAt: '2026-11-20T18:30:00.000Z',
        },
      }),
      person({ id: 'z', first: 'Zed', last: 'Alone', invtId: 'inv-z', reachVia: null }),
    ];
    render(<CallList people={harper} onClose={() => {}} />);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('Margaret Harper(305) 555-0140no emailsent from your phonenever');
    expect(rows).toContain(
      'Lily Harperthrough Margaret Harper: (305) 555-0140no emailMargaret Harper: sent from your phonenever',
    );
    expect(rows).toContain('Zed Aloneno phone: nobody on this invitation can be reachedno emailnever textednever');
  });
});
