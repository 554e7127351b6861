import { describe, expect, it } from 'vitest';
import { savedHtml } from './savedMarkup.ts';

describe('the HTML stored for the editor\'s document', () => {
  it('stores a list item\'s lone paragraph as the item\'s text', () => {
    expect(savedHtml('<ul class="pill-list"><li><p>One <strong>two</strong></p></li><li><p></p></li></ul>')).toBe('<ul class="pill-list"><li>One <strong>two</strong></li><li></li></ul>');
  });

  it('keeps the paragraphs of an item that holds more than one block, or an aligned one', () => {
    const html = '<ol><li><p>A</p><ul><li><p>B</p></li></ul></li><li><p>C</p><p>D</p></li><li><p style="text-align: center">E</p></li></ol>';
    expect(savedHtml(html)).toBe('<ol><li><p>A</p><ul><li>B</li></ul></li><li><p>C</p><p>D</p></li><li><p style="text-align: center">E</p></li></ol>');
  });

  it('leaves everything else as it is', () => {
    expect(savedHtml('<p>Plain</p><pre><code>&lt;li&gt;&lt;p&gt;x&lt;/p&gt;&lt;/li&gt;</code></pre>')).toBe('<p>Plain</p><pre><code>&lt;li&gt;&lt;p&gt;x&lt;/p&gt;&lt;/li&gt;</code></pre>');
  });
});
