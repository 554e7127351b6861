import { describe, expect, it } from 'vitest';
import { type Chain, imageCommand, isLinkAddress, linkCommand, sitePathOf, toolbarActions } from './editorCommands.ts';

/** A chain that records every command it was asked to run. */
function recordingChain() {
  const calls: [string, unknown][] = [];
  const chain = new Proxy({} as Chain, {
    get: (_target, name: string) => (argument: unknown) => (calls.push([name, argument]), chain),
  });
  return { chain, calls };
}

describe('the toolbar', () => {
  it('keeps every button of the spec, link, image and product card opening dialogs', () => {
    expect(toolbarActions.map((action) => action.label)).toEqual([
      'Bold', 'Italic', 'Heading 1', 'Heading 2', 'Heading 3', 'Bulleted list', 'Numbered list',
      'Align left', 'Align center', 'Align right', 'Insert link', 'Insert image', 'Product card', 'Code block', 'Quote', 'Undo', 'Redo',
    ]);
    expect(toolbarActions.filter((action) => action.opens).map((action) => action.opens)).toEqual(['link', 'image', 'productCard']);
  });
});

describe('Insert image', () => {
  it('inserts the address and the alt text, trimmed', () => {
    const { chain, calls } = recordingChain();
    imageCommand(chain, ' https://example.com/kitchen.jpg ', ' A player waits behind the kitchen line ');
    expect(calls).toEqual([['setImage', { src: 'https://example.com/kitchen.jpg', alt: 'A player waits behind the kitchen line' }]]);
  });

  it('leaves alt out when none is given', () => {
    const { chain, calls } = recordingChain();
    imageCommand(chain, '/api/uploads/abc.png', '  ');
    expect(calls).toEqual([['setImage', { src: '/api/uploads/abc.png' }]]);
  });
});

describe('Insert link', () => {
  it('links the selected words', () => {
    const { chain, calls } = recordingChain();
    linkCommand(chain, 'https://usapickleball.org', false);
    expect(calls).toEqual([['extendMarkRange', 'link'], ['setLink', { href: 'https://usapickleball.org' }]]);
  });

  it('inserts the address as its own link when nothing is selected', () => {
    const { chain, calls } = recordingChain();
    linkCommand(chain, '/blog/dinks', true);
    expect(calls).toEqual([['insertContent', { type: 'text', text: '/blog/dinks', marks: [{ type: 'link', attrs: { href: '/blog/dinks' } }] }]]);
  });

  it.each([
    ['https://example.com/rules', true],
    ['http://example.com', true],
    ['mailto:coach@example.com', true],
    ['/blog/dinks', true],
    ['#drills', true],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['example.com', false],
    ['', false],
  ])('accepts %j as an address: %s', (value, ok) => {
    expect(isLinkAddress(value)).toBe(ok);
  });
});

describe("a link to the site's own page", () => {
  it('keeps the path when given the full address, and leaves every other address as typed', () => {
    const site = 'https://riverside.example';
    expect(sitePathOf('https://riverside.example/blog/kitchen-guide?x=1#drills', site)).toBe('/blog/kitchen-guide?x=1#drills');
    expect(sitePathOf('  https://riverside.example/  ', site)).toBe('/');
    expect(sitePathOf('https://riverside.example.evil.test/blog', site)).toBe('https://riverside.example.evil.test/blog');
    expect(sitePathOf('http://riverside.example/blog', site)).toBe('http://riverside.example/blog');
    expect(sitePathOf('/courts', site)).toBe('/courts');
    expect(sitePathOf('mailto:hello@riverside.example', site)).toBe('mailto:hello@riverside.example');
  });
});
