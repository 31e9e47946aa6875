import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape';

describe('escapeMarkup', () => {
  it('escapes the four characters that break an element or a double-quoted attribute, & first', () => {
    expect(escapeMarkup(`Tom & "Jerry" <b>&amp;</b>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&amp;amp;&lt;/b&gt;');
  });
});
