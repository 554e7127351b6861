import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from './limits.ts';
import { forEachTag, type MarkupMode } from './tags.ts';

/**
 * The HTML tree rules of the parser behind sanitize-html (htmlparser2), so the scan nests elements
 * as it does: void elements, elements a new one closes, and SVG/MathML where `/>` closes an element.
 */
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const P = new Set(['p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const CLOSED_BY = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['rt', new Set(['rt', 'rp'])],
  ['rp', new Set(['rt', 'rp'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((name) => [name, FORM] as [string, Set<string>]),
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'].map(
    (name) => [name, P] as [string, Set<string>],
  ),
]);
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

export interface Shape {
  /** The deepest nesting of elements: the outermost is at 1, an element inside it at 2, and so on. */
  depth: number;
  elements: number;
}

/**
 * How deep markup nests and how many elements it has, from one pass over its tags; the count
 * stops as soon as it passes `stop`, so a bomb is measured by reading only as much as that takes.
 */
export function markupShape(text: string, mode: MarkupMode, stop: Shape = { depth: Infinity, elements: Infinity }): Shape {
  const html = mode === 'html';
  const open: string[] = [];
  /** HTML only: whether `/>` closes an element here (inside SVG or MathML), innermost last. */
  const foreign: boolean[] = [];
  const shape: Shape = { depth: 0, elements: 0 };
  const within = () => shape.elements <= stop.elements && shape.depth <= stop.depth;
  forEachTag(text, mode, (tag) => {
    const { name } = tag;
    if (tag.closing) {
      if (html && (FOREIGN.has(name) || INTEGRATION.has(name))) foreign.pop();
      const at = open.lastIndexOf(name);
      if (at >= 0 && !(html && VOID.has(name))) open.length = at;
      else if (html && (name === 'br' || (name === 'p' && at < 0))) {
        // A stray `</p>` is read as an empty paragraph, `</br>` as a break.
        shape.elements += 1;
        shape.depth = Math.max(shape.depth, open.length + 1);
      }
      return within();
    }
    const closes = html ? CLOSED_BY.get(name) : undefined;
    while (closes && open.length > 0 && closes.has(open.at(-1)!)) open.pop();
    if (html && FOREIGN.has(name)) foreign.push(true);
    else if (html && INTEGRATION.has(name)) foreign.push(false);
    shape.elements += 1;
    shape.depth = Math.max(shape.depth, open.length + 1);
    const selfClosing = tag.selfClosing && (!html || foreign.at(-1) === true);
    if (!selfClosing && !(html && VOID.has(name))) open.push(name);
    return within();
  });
  return shape;
}

export type ShapeProblem = 'depth' | 'elements';

/** Whether markup nests deeper than MARKUP_MAX_DEPTH or holds more than MARKUP_MAX_ELEMENTS elements. */
export function markupShapeProblem(text: string, mode: MarkupMode): ShapeProblem | undefined {
  const shape = markupShape(text, mode, { depth: MARKUP_MAX_DEPTH, elements: MARKUP_MAX_ELEMENTS });
  if (shape.depth > MARKUP_MAX_DEPTH) return 'depth';
  if (shape.elements > MARKUP_MAX_ELEMENTS) return 'elements';
  return undefined;
}
