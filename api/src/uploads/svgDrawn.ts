import { forEachTag } from '../markup/tags.ts';

/** References to these only lend colours: they draw nothing more. */
const PAINT_ONLY = new Set(['linearGradient', 'radialGradient', 'stop']);
/** `url(#id)` in any attribute (fill, clip-path, mask, ...). */
const URL_REF = /url\(\s*['"]?#([^'")\s]+)/g;

interface Element {
  name: string;
  children: number[];
  /** Ids this element draws again: `href="#id"` and `url(#id)`. */
  refs: string[];
}

/** The elements of a sanitized SVG as a tree, with the ids each one refers to. */
function readTree(svg: string): { elements: Element[]; roots: number[]; ids: Map<string, number> } {
  const elements: Element[] = [];
  const roots: number[] = [];
  const ids = new Map<string, number>();
  const open: number[] = [];
  forEachTag(
    svg,
    'xml',
    (tag) => {
      if (tag.closing) {
        open.pop();
        return;
      }
      const index = elements.length;
      const element: Element = { name: tag.name, children: [], refs: [] };
      for (const [name, value] of tag.attributes ?? []) {
        // The first element with an id is the one references reach.
        if (name === 'id' && !ids.has(value)) ids.set(value, index);
        else if ((name === 'href' || name === 'xlink:href') && value.startsWith('#')) element.refs.push(value.slice(1));
        else for (const match of value.matchAll(URL_REF)) element.refs.push(match[1]!);
      }
      elements.push(element);
      const parent = open.at(-1);
      if (parent === undefined) roots.push(index);
      else elements[parent]!.children.push(index);
      if (!tag.selfClosing) open.push(index);
    },
    { attributes: true },
  );
  return { elements, roots, ids };
}

/**
 * How many elements a browser would draw for this SVG, each `<use>` (or pattern, mask, clip
 * path...) drawing what it refers to again; Infinity when references loop, and any count past
 * `limit` stops the count. Run on sanitized SVG, whose size the shape limits already bound.
 */
export function drawnElements(svg: string, limit: number): number {
  const { elements, roots, ids } = readTree(svg);
  const needs = (index: number): number[] => {
    const element = elements[index]!;
    const targets = element.refs.flatMap((id) => {
      const target = ids.get(id);
      return target !== undefined && !PAINT_ONLY.has(elements[target]!.name) ? [target] : [];
    });
    return [...element.children, ...targets];
  };
  // Post-order walk with its own stack: 0 not seen, 1 counting (on the path), 2 counted.
  const state = new Uint8Array(elements.length);
  const drawn = new Float64Array(elements.length);
  let total = 0;
  for (const root of roots) {
    const stack = [root];
    while (stack.length > 0) {
      const index = stack.at(-1)!;
      if (state[index] === 2) {
        stack.pop();
      } else if (state[index] === 0) {
        state[index] = 1;
        for (const next of needs(index)) {
          if (state[next] === 1) return Infinity;
          if (state[next] === 0) stack.push(next);
        }
      } else {
        drawn[index] = needs(index).reduce((sum, next) => sum + drawn[next]!, 1);
        if (drawn[index]! > limit) return drawn[index]!;
        state[index] = 2;
        stack.pop();
      }
    }
    total += drawn[root]!;
    if (total > limit) return total;
  }
  return total;
}
