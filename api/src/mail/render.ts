import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedMail {
  html: string;
  /** The plain-text part: the same words, each link written out after its text. */
  text: string;
}

/** Headings keep their case in the text part (html-to-text would shout them). */
const KEEP_CASE = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

/** A mail's HTML (React Email, on the server) and its plain-text part, from one render. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, { selectors: KEEP_CASE }).trim();
  return { html, text };
}
