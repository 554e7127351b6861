import sanitizeHtml from 'sanitize-html';
import { POST_HTML_OPTIONS } from '../posts/sanitize.ts';

/**
 * A home page section's HTML: what the post editor makes, plus the structure the default guides
 * use (a glossary, questions that open, and the landing's list and note styles by class).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  ...POST_HTML_OPTIONS,
  allowedTags: [...(POST_HTML_OPTIONS.allowedTags || []), 'dl', 'dt', 'dd', 'details', 'summary', 'div'],
  allowedAttributes: { ...POST_HTML_OPTIONS.allowedAttributes, ul: ['class'], ol: ['class'], p: ['class'], dl: ['class'], div: ['class'] },
  allowedClasses: { ul: ['check-list', 'pill-list', 'feature-list'], ol: ['tips'], p: ['note', 'lead'], dl: ['glossary'], div: ['faq'] },
};

/** An empty paragraph: the rich editor keeps one below a final list or box, to write after it. */
const EMPTY_PARAGRAPH = '<p></p>';

/** The section's HTML, sanitized, without the empty paragraphs that close it. */
export function sanitizeHomeHtml(html: string): string {
  const text = sanitizeHtml(html, OPTIONS).trim();
  let end = text.length;
  while (text.endsWith(EMPTY_PARAGRAPH, end)) end -= EMPTY_PARAGRAPH.length;
  return text.slice(0, end);
}
