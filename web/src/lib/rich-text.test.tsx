import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

function shown(html: string) {
  const { container, unmount } = render(<div>{richText(html)}</div>);
  const built = container.firstElementChild!.innerHTML;
  unmount();
  return built;
}

describe('richText', () => {
  it('keeps the safe subset: paragraphs, emphasis, lists, headings and line breaks', () => {
    const html =
      '<h3>Title</h3><p>We <strong>met</strong> <em>at</em> <b>a</b> <i>wedding</i> <u>once</u>.<br>Then:</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>End</h4>';
    expect(shown(html)).toBe(html);
  });

  it('keeps a link to a safe address, opening in a new tab only when asked, always with rel', () => {
    expect(shown('<a href=" https://example.com/x " target="_blank" title="t">site</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">site</a>',
    );
    for (const href of ['mailto:a@b.co', 'tel:+13055550100', '#faq', '/guests']) {
      expect(shown(`<a href="${href}" target="_self">x</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
  });

  it('drops every address that could run script or leave the site unseen, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect(shown(`<a href="${href}">a link</a>`)).toBe('<a rel="noopener noreferrer">a link</a>');
    }
  });

  it('never builds script, handlers, images, frames, svg or styles; a disallowed tag keeps only its text', () => {
    const attacks = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=1</script>',
      '<svg onload="window.__xss=1"><a href="javascript:x">svg link</a></svg>',
      '<math><mi>m</mi></math>',
      '<p onmouseover="window.__xss=1" style="color:red" class="x" id="y">hover</p>',
      '<iframe src="javascript:window.__xss=1"></iframe>',
      '<style>body{display:none}</style>',
      '<noscript><img src=x onerror="window.__xss=1"></noscript>',
      '<template><img src=x onerror="window.__xss=1"></template>',
      '<div><span data-x="1">kept text</span></div>',
      '<form action="/x"><button formaction="javascript:x">press</button></form>',
    ].join('');
    expect(shown(attacks)).toBe('<p>hover</p>kept textpress');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows markup written as text as text', () => {
    expect(shown('&lt;script&gt;alert(1)&lt;/script&gt; 5 &amp; 6')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; 5 &amp; 6',
    );
  });
});
