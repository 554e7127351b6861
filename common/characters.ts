/**
 * A text's length as the contract's minLength and maxLength count it: in code points, so an
 * emoji is one character (`string.length` counts UTF-16 units: two for an emoji).
 */
export function characters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
