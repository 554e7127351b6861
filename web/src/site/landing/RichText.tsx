import { HOME_TOKENS } from '../../../../common/homepage.ts';
import { useBrandSite } from '../useSite.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const mailLink = (address: string) => `<a href="mailto:${escape(address)}">${escape(address)}</a>`;
/** The sentence a token sits in, up to its end (or the end of its block). */
const sentenceOf = (token: string) => new RegExp(`\\s*[^.?!<>]*${token.replace(/[[\]]/g, '\\$&')}[^.?!<]*[.?!]?`, 'g');

/** The settings' addresses in place of their tokens; a sentence whose address is not set is left out. */
export function withAddresses(html: string, addresses: { contact: string; press: string }): string {
  let out = html;
  for (const [name, token] of Object.entries(HOME_TOKENS) as [keyof typeof HOME_TOKENS, string][]) {
    const address = addresses[name];
    out = address ? out.replaceAll(token, mailLink(address)) : out.replace(sentenceOf(token), '');
  }
  return out;
}

/** Stored section HTML (sanitized on save), with the contact and press addresses of the settings. */
export function RichText({ html, as: Tag = 'div', id, className }: { html: string; as?: 'div' | 'section'; id?: string; className?: string }) {
  const { publicEmail, pressEmail } = useBrandSite();
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: withAddresses(html, { contact: publicEmail, press: pressEmail }) }} />;
}
