import type { RequestHandler } from 'express';
import { INPUT_MESSAGES } from '../../../common/messages.ts';
import { HttpProblem } from './problem.ts';

/** C0 control characters (NUL among them) except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Query values written as JSON (react-admin's `filter`, `sort`, `range`) hide escaped characters. */
const JSON_TEXT = /^\s*[[{"]/;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The first text in `value` (keys and strings, at any depth) holding a control character, as its
 * dotted path under `root`; undefined when there is none. Walks with its own stack: a deeply
 * nested body cannot overflow the call stack.
 */
function pathOfControl(root: string, value: unknown, { parseJson }: { parseJson: boolean }): string | undefined {
  const stack: [string, unknown][] = [[root, value]];
  while (stack.length > 0) {
    const [path, item] = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path;
      if (parseJson && JSON_TEXT.test(item)) {
        const decoded = parsedJson(item);
        if (decoded !== undefined && typeof decoded !== 'string') stack.push([path, decoded]);
        else if (typeof decoded === 'string' && CONTROL.test(decoded)) return path;
      }
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL.test(key)) return path;
        stack.push([path === '' ? key : `${path}.${key}`, child]);
      }
    }
  }
  return undefined;
}

/** The query parameter (`query.name`) or body field the first control character is in. */
function fieldWithControl(query: Record<string, unknown>, body: unknown): string | undefined {
  for (const [name, value] of Object.entries(query)) {
    if (CONTROL.test(name) || pathOfControl('', value, { parseJson: true }) !== undefined) return `query.${name}`;
  }
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return undefined;
  const path = pathOfControl('', body, { parseJson: false });
  return path === undefined ? undefined : path || 'body';
}

/**
 * Refuses control characters (NUL, escape, ...) in every query parameter, JSON text inside one
 * included, and in every string of a parsed body: a 400 naming the field, before any handler
 * or the database sees them. Tab, line feed and carriage return stay allowed.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const field = fieldWithControl(req.query as Record<string, unknown>, req.body);
  if (field === undefined) return next();
  const detail = INPUT_MESSAGES.controlCharacter(field);
  next(new HttpProblem(400, detail, { errors: { [field]: detail } }));
};
