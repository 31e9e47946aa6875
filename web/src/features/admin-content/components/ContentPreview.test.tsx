import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRsvpBy } from '@contract/wedding-dates';
import { ContentPreview } from './ContentPreview';

const faq = [
  {
    id: 'rsvp-deadline',
    title: { en: 'When do I need to RSVP by?', es: '¿Hasta cuándo?' },
    content: { en: '<p>RSVP by <strong>{rsvpBy}</strong>.</p>', es: '<p>Antes del <strong>{rsvpBy}</strong>.</p>' },
  },
];

describe('the Wedding tab preview', () => {
  it('writes the FAQ date in words, as the guest page does', () => {
    const { container, rerender } = render(<ContentPreview section="faq" value={faq} language="en" />);
    expect(container.querySelector('strong')?.textContent).toBe(formatRsvpBy('en'));
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    rerender(<ContentPreview section="faq" value={faq} language="es" />);
    expect(container.querySelector('strong')?.textContent).toBe(formatRsvpBy('es'));
  });

  it("writes the deadline set in Settings in place of the file's date, as the guest page does", () => {
    const deadline = Date.parse('2026-12-20T12:00:00-05:00');
    const { container } = render(<ContentPreview section="faq" value={faq} language="en" rsvpClosesAt={deadline} />);
    expect(container.querySelector('strong')?.textContent).toBe(formatRsvpBy('en', deadline));
    expect(container.querySelector('strong')?.textContent).not.toBe(formatRsvpBy('en'));
  });
});
