import { MARKUP_MAX_DEPTH, MARKUP_MAX_ELEMENTS } from './limits.ts';
import { forEachTag, type MarkupMode } from './tags.ts';

/** HTML elements that never hold others. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** HTML elements a new one of the same name closes (`<p>a<p>b` is two paragraphs, not nested ones). */
const CLOSED_BY_SAME = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);

export type ShapeProblem = 'depth' | 'elements';

/**
 * Whether markup nests deeper than MARKUP_MAX_DEPTH or holds more than MARKUP_MAX_ELEMENTS
 * elements, from one pass over its tags: undefined when it is within both. Stops at the first
 * element past a limit, so a bomb is refused after reading only as much of it as that takes.
 */
export function markupShapeProblem(text: string, mode: MarkupMode): ShapeProblem | undefined {
  const open: string[] = [];
  let elements = 0;
  let problem: ShapeProblem | undefined;
  forEachTag(text, mode, (tag) => {
    if (tag.closing) {
      // A closing tag ends the innermost open element of its name and those inside it; a stray one is ignored.
      const at = open.lastIndexOf(tag.name);
      if (at >= 0) open.length = at;
      return true;
    }
    elements += 1;
    if (elements > MARKUP_MAX_ELEMENTS) {
      problem = 'elements';
      return false;
    }
    // HTML parsers ignore `/>` on elements that are not void: `<b/>` opens a <b>.
    if (mode === 'html' ? VOID.has(tag.name) : tag.selfClosing) return true;
    if (mode === 'html' && CLOSED_BY_SAME.has(tag.name) && open.at(-1) === tag.name) open.pop();
    open.push(tag.name);
    if (open.length > MARKUP_MAX_DEPTH) {
      problem = 'depth';
      return false;
    }
    return true;
  });
  return problem;
}
