import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { Faq } from './Faq';

const question = (title: string) => screen.getByRole('button', { name: title });
const isOpen = (title: string) => question(title).getAttribute('aria-expanded') === 'true';
const [first, second] = wedding.faq;

describe('Faq', () => {
  it("lists every question from the couple's config with only the first one open", () => {
    render(<Faq />);
    expect(wedding.faq).toHaveLength(8);
    expect(wedding.faq.map((item) => isOpen(item.title))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('closes the open answer when another is opened', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(second!.title));
    expect(isOpen(second!.title)).toBe(true);
    expect(isOpen(first!.title)).toBe(false);
  });

  it('closes an open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(first!.title));
    expect(wedding.faq.some((item) => isOpen(item.title))).toBe(false);
  });

  it('renders the answer as HTML', () => {
    render(<Faq items={[{ id: 'dress', title: 'Dress code?', content: '<p>Garden <strong>formal</strong></p>' }]} />);
    const region = screen.getByRole('region', { name: 'Dress code?' });
    expect(region.querySelector('strong')?.textContent).toBe('formal');
    expect(region.textContent).toBe('Garden formal');
  });
});
