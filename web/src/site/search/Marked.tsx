import type { SearchMark } from '../../../../codegen/orval/schemas/searchMark.ts';

/** Text with its matched words in <mark>: the marks are offsets, the text is never parsed as HTML. */
export function Marked({ text, marks }: { text: string; marks: SearchMark[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const { start, end } of marks) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
