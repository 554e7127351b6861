/**
 * A one-pass reader of the tags in HTML or XML text: no tree, no entities, no recursion. It reads
 * tags, comments, CDATA, declarations and raw text (script, style...) exactly where the parser
 * behind sanitize-html does (htmlparser2's tokenizer), so no tag the parser sees is hidden from it:
 * skipping a different stretch of text than the parser is how a bomb would slip past a scan.
 */
export type MarkupMode = 'html' | 'xml';

export interface Tag {
  /** Lowercase in HTML; as written in XML. */
  name: string;
  closing: boolean;
  /** `<x/>`: opens and closes at once (in XML; HTML parsers mostly ignore it). */
  selfClosing: boolean;
  /** Only when asked for: name and value of each attribute, values as written (entities kept). */
  attributes?: [string, string][];
}

/** HTML elements whose content is text up to their own closing tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
/** Ends a tag name or an attribute name. */
const endsTagSection = (c: string | undefined) => c === '/' || c === '>' || isSpace(c);
const isAsciiLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
/** HTML tags start with a letter; XML ones with anything that does not end a tag. */
const startsTag = (c: string | undefined, mode: MarkupMode) => c !== undefined && (mode === 'html' ? isAsciiLetter(c) : !endsTagSection(c));

/** Where the run of characters stopping at `stop` ends. */
function runEnd(text: string, from: number, stop: (c: string | undefined) => boolean): number {
  let i = from;
  while (i < text.length && !stop(text[i])) i += 1;
  return i;
}

const skipSpace = (text: string, from: number) => runEnd(text, from, (c) => !isSpace(c));

/** Just past the next `search` from `from`; the text's end when there is none. */
function after(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at < 0 ? text.length : at + search.length;
}

/** After `<!`: just past the comment, CDATA section or declaration starting at `at`. */
function skipDeclaration(text: string, at: number): number {
  if (text[at + 2] === '[') return text.startsWith('CDATA[', at + 3) ? after(text, ']]>', at + 9) : after(text, '>', at + 3);
  if (text[at + 2] === '-') {
    // `<!-->` is already a whole comment; `<!-x` is a declaration whose third character is skipped.
    return text[at + 3] === '-' ? after(text, '-->', at + 2) : after(text, '>', at + 4);
  }
  return after(text, '>', at + 3);
}

/** Reads an opening tag's attributes from `from`: where the tag ends, and whether it closes itself. */
function readAttributes(text: string, from: number, keep: [string, string][] | undefined): { end: number; selfClosing: boolean } {
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '>') return { end: i + 1, selfClosing: false };
    if (c === '/') {
      const next = skipSpace(text, i + 1);
      if (text[next] === '>') return { end: next + 1, selfClosing: true };
      i = next;
      continue;
    }
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    const nameEnd = runEnd(text, i + 1, (x) => x === '=' || endsTagSection(x));
    const name = text.slice(i, nameEnd);
    let value = '';
    i = skipSpace(text, nameEnd);
    if (text[i] === '=') {
      i = skipSpace(text, i + 1);
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1);
        if (close < 0) return { end: text.length, selfClosing: false };
        value = text.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueEnd = runEnd(text, i, (x) => x === '>' || isSpace(x));
        value = text.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    keep?.push([name, value]);
  }
  return { end: text.length, selfClosing: false };
}

/** In HTML raw text: where `</name` followed by a space or `>` starts (ASCII case ignored), or -1. */
function rawTextEnd(text: string, name: string, from: number): number {
  const matchesAt = (at: number) => {
    for (let k = 0; k < name.length; k += 1) {
      const code = text.charCodeAt(at + 2 + k);
      // ASCII letters only: `S` and `s` both match `s`.
      if ((code >= 65 && code <= 90 ? code + 32 : code) !== name.charCodeAt(k)) return false;
    }
    const next = text[at + 2 + name.length];
    return next === '>' || isSpace(next);
  };
  for (let at = text.indexOf('</', from); at >= 0; at = text.indexOf('</', at + 1)) if (matchesAt(at)) return at;
  return -1;
}

/**
 * Calls `onTag` for every opening and closing tag in document order; stops early when it
 * returns false. Set `attributes` to have each opening tag's attributes read out.
 */
export function forEachTag(text: string, mode: MarkupMode, onTag: (tag: Tag) => boolean | void, options: { attributes?: boolean } = {}): void {
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('<', i);
    if (at < 0) return;
    const c = text[at + 1];
    if (c === '!') {
      i = skipDeclaration(text, at);
    } else if (c === '?') {
      i = after(text, '>', at + 2);
    } else if (c === '/') {
      const start = skipSpace(text, at + 2);
      const first = text[start];
      if (first === '>') {
        i = start + 1;
      } else if (startsTag(first, mode)) {
        const nameEnd = runEnd(text, start, (x) => x === '>' || isSpace(x));
        const name = text.slice(start, nameEnd);
        i = after(text, '>', nameEnd);
        if (onTag({ name: mode === 'html' ? name.toLowerCase() : name, closing: true, selfClosing: false }) === false) return;
      } else {
        // `</` and anything but a name: a comment up to the next `>`.
        i = after(text, '>', start + 1);
      }
    } else if (startsTag(c, mode)) {
      const nameEnd = runEnd(text, at + 2, endsTagSection);
      const written = text.slice(at + 1, nameEnd);
      const name = mode === 'html' ? written.toLowerCase() : written;
      const attributes: [string, string][] | undefined = options.attributes ? [] : undefined;
      const read = readAttributes(text, nameEnd, attributes);
      const tag: Tag = { name, closing: false, selfClosing: read.selfClosing };
      if (attributes) tag.attributes = attributes;
      if (onTag(tag) === false) return;
      i = read.end;
      if (mode === 'html' && RAW_TEXT.has(name) && !read.selfClosing) {
        // The text up to the closing tag holds no tags; the closing tag itself is read next.
        const end = rawTextEnd(text, name, i);
        if (end < 0) return;
        i = end;
      }
    } else {
      i = at + 1;
    }
  }
}
