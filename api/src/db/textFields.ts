/** A stored text that is empty until written. */
export const text = { type: String, default: '' };

/** Schema fields for these names, each a stored text empty until written. */
export function textFields<Name extends string>(names: readonly Name[]): Record<Name, typeof text> {
  return Object.fromEntries(names.map((name) => [name, text])) as Record<Name, typeof text>;
}
