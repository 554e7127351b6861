/**
 * A text's length as the contract's minLength and maxLength count it: in code points, so an
 * emoji is one character (`string.length` counts UTF-16 units: two for an emoji).
 */
export function characters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Whether `text` has more than `max` characters, counted as `characters` does. A code point is one
 * or two UTF-16 units, so only a text between `max` and `2 * max` units is counted: a limit check on
 * a request's megabytes costs nothing.
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  return characters(text) > max;
}
