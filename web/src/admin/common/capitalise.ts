/** "draft" → "Draft": how a status, role or noun reads wherever it is shown as a label. */
export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
