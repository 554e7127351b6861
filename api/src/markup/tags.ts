/**
 * A one-pass reader of the tags in HTML or XML text: no tree, no entities, no recursion. Where it
 * is unsure it ends comments and declarations no later than a real parser would, so it never
 * misses a tag a parser would see (it may see a few a parser would not).
 */
export type MarkupMode = 'html' | 'xml';

export interface Tag {
  /** Lowercase in HTML; as written in XML. */
  name: string;
  closing: boolean;
  /** `<x/>`: opens and closes at once. */
  selfClosing: boolean;
  /** Only when asked for: name and value of each attribute, values as written (entities kept). */
  attributes?: [string, string][];
}

const NAME_START = /[A-Za-z_:]/;
const NAME_END = /[\s/>]/;
const SPACE = /\s/;

/** Where the run of characters stopping at `stop` ends. */
function runEnd(text: string, from: number, stop: RegExp): number {
  let i = from;
  while (i < text.length && !stop.test(text[i]!)) i += 1;
  return i;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && SPACE.test(text[i]!)) i += 1;
  return i;
}

/** After `<!` or `<?`: where the comment, CDATA section or declaration ends. */
function skipSpecial(text: string, at: number, mode: MarkupMode): number {
  const end = (found: number, length: number) => (found < 0 ? text.length : found + length);
  // `<!-->` already ends a comment, so the search starts right after `<!`.
  if (text.startsWith('<!--', at)) return end(text.indexOf('-->', at + 2), 3);
  if (mode === 'xml' && text.startsWith('<![CDATA[', at)) return end(text.indexOf(']]>', at + 9), 3);
  return end(text.indexOf('>', at), 1);
}

/** Reads the attributes of an opening tag from `from`; returns where the tag ends and whether it self-closes. */
function readAttributes(text: string, from: number, keep: [string, string][] | undefined): { end: number; selfClosing: boolean } {
  let i = from;
  while (i < text.length) {
    i = skipSpace(text, i);
    const c = text[i];
    if (c === '>') return { end: i + 1, selfClosing: false };
    if (c === '/') {
      if (text[i + 1] === '>') return { end: i + 2, selfClosing: true };
      i += 1;
      continue;
    }
    const nameEnd = Math.max(runEnd(text, i, /[\s=/>]/), i + 1);
    const name = text.slice(i, nameEnd);
    i = skipSpace(text, nameEnd);
    let value = '';
    if (text[i] === '=') {
      i = skipSpace(text, i + 1);
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1);
        if (close < 0) return { end: text.length, selfClosing: false };
        value = text.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueEnd = runEnd(text, i, /[\s>]/);
        value = text.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    keep?.push([name, value]);
  }
  return { end: text.length, selfClosing: false };
}

/**
 * Calls `onTag` for every opening and closing tag in document order; stops early when it
 * returns false. Set `attributes` to have each opening tag's attributes read out.
 */
export function forEachTag(text: string, mode: MarkupMode, onTag: (tag: Tag) => boolean | void, options: { attributes?: boolean } = {}): void {
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    const next = text[i + 1] ?? '';
    let end = i + 1;
    if (next === '!' || next === '?') {
      end = skipSpecial(text, i, mode);
    } else if (next === '/' && NAME_START.test(text[i + 2] ?? '')) {
      const nameEnd = runEnd(text, i + 2, NAME_END);
      const name = text.slice(i + 2, nameEnd);
      const close = text.indexOf('>', nameEnd);
      end = close < 0 ? text.length : close + 1;
      if (onTag({ name: mode === 'html' ? name.toLowerCase() : name, closing: true, selfClosing: false }) === false) return;
    } else if (NAME_START.test(next)) {
      const nameEnd = runEnd(text, i + 1, NAME_END);
      const name = text.slice(i + 1, nameEnd);
      const attributes: [string, string][] | undefined = options.attributes ? [] : undefined;
      const read = readAttributes(text, nameEnd, attributes);
      end = read.end;
      const tag: Tag = { name: mode === 'html' ? name.toLowerCase() : name, closing: false, selfClosing: read.selfClosing };
      if (attributes) tag.attributes = attributes;
      if (onTag(tag) === false) return;
    }
    i = text.indexOf('<', end);
  }
}
