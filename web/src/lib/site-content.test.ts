// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { englishContent } from '../i18n/content';
import { contentIn } from './site-content';

const site = { ...contentFromConfig(), version: 3 };

describe('contentIn', () => {
  it('shows the English text where the Spanish one is empty, and the Spanish where there is one', () => {
    const faq = [
      {
        id: 'parking',
        title: { en: 'Where do I park?', es: '' },
        content: { en: '<p>Valet</p>', es: '<p>Valet aquí</p>' },
      },
    ];
    const spanish = contentIn({ ...site, faq }, 'es', englishContent);
    expect(spanish.faq).toEqual([{ id: 'parking', title: 'Where do I park?', content: '<p>Valet aquí</p>' }]);
    expect(contentIn({ ...site, faq }, 'en', englishContent).faq[0]!.content).toBe('<p>Valet</p>');
  });

  it("keeps the config's plain story as plain text, and marks a saved one as rich", () => {
    expect(contentIn(site, 'en', englishContent).story).toEqual({
      title: englishContent.story.title,
      paragraphs: englishContent.story.paragraphs,
    });
    const story = { ...site.story, paragraphs: [{ en: '<p>We <em>met</em>.</p>', es: '' }] };
    expect(contentIn({ ...site, story }, 'en', englishContent).story).toMatchObject({ rich: true });
  });

  it('carries renamed, re-timed and hidden items, photos as one-size images, and announcements pinned first', () => {
    const events = site.events.map((event, index) =>
      index === 0 ? { ...event, startsAt: '2025-11-08T20:30', hidden: true } : event,
    );
    const announcements = [
      { id: 'a', text: { en: 'Old', es: '' }, at: '2025-10-01T00:00:00Z', pinned: false },
      { id: 'b', text: { en: 'New', es: '' }, at: '2025-10-02T00:00:00Z', pinned: false },
      { id: 'c', text: { en: 'Pinned', es: '' }, at: '2025-09-01T00:00:00Z', pinned: true },
    ];
    const shown = contentIn(
      { ...site, events, announcements, photos: { slideshow: ['p1'], zelleQr: 'q1' } },
      'en',
      englishContent,
    );
    expect(shown.events.welcome).toMatchObject({ startsAt: '2025-11-08T20:30', hidden: true, name: 'Welcome dinner' });
    expect(shown.announcements!.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(shown.slideshow![0]!.fallback).toBe('/photos/p1');
    expect(shown.zelleQr).toBe('/photos/q1');
  });
});
