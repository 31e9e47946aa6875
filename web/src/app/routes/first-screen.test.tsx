import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { Hero } from '../../features/invitation/components/Hero';
import { MainHeader } from '../../features/invitation/components/MainHeader';
import { PageSection } from '../../features/invitation/components/PageSection';
import { StorySection } from '../../features/invitation/components/StorySection';
import { GiftSection } from '../../features/gift/components/GiftSection';

/** Elements MUI styled through Emotion (each is serialised again at every render of its component). */
const emotionStyled = (root: ParentNode) => [...root.querySelectorAll('[class*="css-"]')];

describe('the invitation page’s first screen', () => {
  it('is plain elements under static sheets, but for its few MUI buttons', () => {
    useSession.setState({ id: 'g1', invtId: 'inv-1', isAdmin: true, access: true });
    const { container } = render(
      <MemoryRouter>
        <MainHeader />
        <Hero action={null} />
        <PageSection id="story" title="Our Story">
          <StorySection />
        </PageSection>
        <PageSection id="gift" title="Gift" tinted>
          <GiftSection />
        </PageSection>
      </MemoryRouter>,
    );
    // The language switch (a MUI Button in a Box) and Sign out in the bar; Add to calendar and Google
    // Calendar in the card; Support Us in the gift section. Before the bar, the card, the countdown, the
    // sections' frames, the story and the gift's words were made of MUI components there were 81 (the
    // countdown's 13 styled again every second).
    const styled = emotionStyled(container);
    expect(styled.length).toBe(6);
    expect(styled.every((element) => element.matches('.MuiButtonBase-root, .MuiBox-root'))).toBe(true);
    expect(emotionStyled(container.querySelector('[role="timer"]')!)).toEqual([]);
    // The sheets are in the document's head, once each however many components use them.
    for (const sheet of ['bcw-main-header', 'bcw-hero', 'bcw-section', 'bcw-story', 'bcw-gift'])
      expect(document.head.querySelectorAll(`style[data-href="${sheet}"]`)).toHaveLength(1);
  });
});
