import { styled } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshPage } from './fresh-page';

// Through MUI's styling, into Emotion's default cache.
const Note = styled('p')({ color: 'rgb(4, 5, 6)' });
const Screen = () => (
  <>
    <style href="bcw-test-sheet" precedence="default">
      {'.bcw-test { color: rgb(1, 2, 3); }'}
    </style>
    <Note>Continue</Note>
  </>
);

describe('freshPage, before each web test file (the files share one jsdom)', () => {
  it('leaves nothing of the file before, and the styles of the next render are all there again', async () => {
    const before = render(<Screen />);
    expect(getComputedStyle(screen.getByText('Continue')).color).toBe('rgb(4, 5, 6)');
    before.unmount();
    localStorage.setItem('bcw.test', '1');
    sessionStorage.setItem('bcw.test', '1');
    history.pushState(null, '', '/elsewhere');
    document.documentElement.lang = 'es';
    document.body.style.overflow = 'hidden';
    document.body.append(document.createElement('div'));

    await freshPage();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(location.pathname).toBe('/');
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);

    // Emotion and React insert their sheets again: they do not remember the ones that were taken away.
    render(<Screen />);
    expect(getComputedStyle(screen.getByText('Continue')).color).toBe('rgb(4, 5, 6)');
    expect(document.head.querySelectorAll('style[data-href="bcw-test-sheet"]')).toHaveLength(1);
  });
});
