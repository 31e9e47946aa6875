import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { Hero } from './Hero';
import { MainHeader } from './MainHeader';
import { PageSection } from './PageSection';

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
          <p>Story</p>
        </PageSection>
      </MemoryRouter>,
    );
    // The language switch and Sign out in the bar; Add to calendar and Google Calendar in the card: each a
    // MUI Button, two of them in a Box. Before the bar, the card, the countdown and the sections' frames
    // were made of MUI components there were 62 (the countdown's 13 styled again every second).
    const styled = emotionStyled(container);
    expect(styled.length).toBeLessThanOrEqual(6);
    expect(styled.every((element) => element.matches('.MuiButtonBase-root, .MuiBox-root'))).toBe(true);
    expect(emotionStyled(container.querySelector('[role="timer"]')!)).toEqual([]);
    // The sheets are in the document's head, once each however many components use them.
    for (const sheet of ['bcw-main-header', 'bcw-hero', 'bcw-section'])
      expect(document.head.querySelectorAll(`style[data-href="${sheet}"]`)).toHaveLength(1);
  });
});
