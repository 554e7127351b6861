import MarkdownIt from 'markdown-it';
import { sanitizePostHtml } from '../posts/sanitize.ts';

/** Raw HTML in the Markdown is kept only as far as the post sanitizer allows it. */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/** A page's Markdown as HTML, sanitized by the same rules as post content. */
export function renderPageMarkdown(source: string): string {
  return sanitizePostHtml(markdown.render(source));
}
