import { describe, expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { markupShape, markupShapeProblem, type Shape } from '../src/markup/shape.ts';
import { sanitizePostHtml } from '../src/posts/sanitize.ts';
import { sanitizeSvg } from '../src/uploads/svg.ts';

/** Pieces of markup that tend to confuse a reader of tags: comments, CDATA, raw text, quotes, stray brackets. */
const HTML_PIECES = ['<b>', '</b>', '<em>', '</em>', '<p>', '</p>', '<ul>', '<li>', '</li>', '</ul>', '<blockquote>', '</blockquote>', '<br>', '</br>', '<b/>', '<b / >', '</ b>', '</b/>', '<svg>', '</svg>', '<svg/>', '<math>', '<g/>', '<p/>', '<desc>', '</desc>', '<div>', '<h2>', '<dd>', '<dt>', '<table>', '<tr>', '<td>', '<script>', '</script>', '</SCRIPT >', '<title>', '</title', '<textarea>', '<!--', '-->', '<!-->', '<!->', '<!>', '<![CDATA[', '<![CDAT', ']]>', '<?x', '<!x', '>', '"', "'", '=', ' title=', '<b title=', '<b title="', "<b title='", '</b x=">"', '<', '</', '</>', '/', 'text ', '\n'];
const SVG_PIECES = ['<g>', '</g>', '<g/>', '<g / >', '<rect/>', '<rect width="1">', '</rect>', '<1>', '<<g>', '</ g>', '<//>', '<!--', '-->', '<![CDATA[', ']]>', '<?x', '?>', '<!DOCTYPE svg [', ']>', '>', '"', "'", '=', ' id=', '<g id="', '<', '</', '/', 'text '];

/** Nesting and elements as the parser behind the sanitizers sees them (it reports every tag it opens and closes). */
function parsedShape(text: string, mode: 'html' | 'xml'): Shape {
  const open: string[] = [];
  const shape: Shape = { depth: 0, elements: 0 };
  sanitizeHtml(text, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    parser: mode === 'xml' ? { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false } : {},
    onOpenTag: (name) => {
      shape.elements += 1;
      open.push(name);
      shape.depth = Math.max(shape.depth, open.length);
    },
    onCloseTag: () => {
      open.pop();
    },
  });
  return shape;
}

/** A repeatable stream of pseudo-random numbers (the same cases on every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pieces(from: string[], next: () => number, count: number): string {
  return Array.from({ length: count }, () => from[Math.floor(next() * from.length)]).join('');
}

describe('the scan of markup before it is parsed', () => {
  it.each([
    ['HTML', 'html', HTML_PIECES, 22],
    ['SVG', 'xml', SVG_PIECES, 5],
  ] as const)('never sees shallower nesting or fewer elements in %s than the parser behind the sanitizer', (_label, mode, from, seed) => {
    const next = random(seed);
    for (let i = 0; i < 6_000; i++) {
      const text = pieces(from, next, 5 + Math.floor(next() * 60));
      const parsed = parsedShape(text, mode);
      const seen = markupShape(text, mode);
      // At least as much: a tag left open at the very end counts here, not for the parser.
      expect(seen.depth, text).toBeGreaterThanOrEqual(parsed.depth);
      expect(seen.elements, text).toBeGreaterThanOrEqual(parsed.elements);
    }
  });

  it('keeps to what the sanitizers let through: the stored markup is never deeper than the scan said', () => {
    const next = random(9);
    for (let i = 0; i < 1_000; i++) {
      const html = pieces(HTML_PIECES, next, 5 + Math.floor(next() * 60));
      expect(markupShape(html, 'html').depth, html).toBeGreaterThanOrEqual(markupShape(sanitizePostHtml(html), 'html').depth);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${pieces(SVG_PIECES, next, 5 + Math.floor(next() * 60))}</svg>`;
      const clean = sanitizeSvg(Buffer.from(svg));
      if (clean) expect(markupShape(svg, 'xml').depth, svg).toBeGreaterThanOrEqual(markupShape(clean.toString('utf8'), 'xml').depth);
    }
  });

  it('nests as HTML parsers do: void elements hold nothing, `<b/>` opens, a new paragraph closes the last, SVG closes `/>`', () => {
    expect(markupShape('<p>a<br><img src="x">b</p>', 'html')).toEqual({ depth: 2, elements: 3 });
    expect(markupShape('<b/><b/><b/>', 'html').depth).toBe(3);
    expect(markupShape('<p>one<p>two<div>three', 'html').depth).toBe(1);
    expect(markupShape('<ul><li>a<li>b</ul>', 'html').depth).toBe(2);
    expect(markupShape('<svg><g/><g/></svg>', 'html').depth).toBe(2);
    expect(markupShape('<g/><g/><g/>', 'xml').depth).toBe(1);
  });

  it('names the limit a text passes: 64 levels, 20,000 elements', () => {
    const nested = (levels: number) => `${'<blockquote>'.repeat(levels)}x${'</blockquote>'.repeat(levels)}`;
    expect(markupShapeProblem(nested(64), 'html')).toBeUndefined();
    expect(markupShapeProblem(nested(65), 'html')).toBe('depth');
    expect(markupShapeProblem('<p>x</p>'.repeat(20_000), 'html')).toBeUndefined();
    expect(markupShapeProblem('<p>x</p>'.repeat(20_001), 'html')).toBe('elements');
  });
});
