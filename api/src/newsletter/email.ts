import { domainToASCII } from 'node:url';
import { longerThan } from '../../../common/characters.ts';
import { EMAIL_LOCAL_MAX, EMAIL_MAX } from '../../../common/newsletter.ts';

/** Characters a local part may hold unquoted (RFC 5322 atext and dots); quoted local parts are refused. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** CR, LF, NUL and the other C0 controls and DEL: never part of an address, some start a new mail header. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The address as stored, or undefined when it is not one we can mail safely: trimmed, the domain
 * lowercased (the local part is kept as typed: only the receiving server may fold its case).
 * Anything that could add a mail header (CR, LF, other control characters) is refused, as are
 * local parts over 64 characters and addresses over 254.
 */
export function normaliseEmail(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text.length === 0 || longerThan(text, EMAIL_MAX) || hasControlCharacter(text)) return undefined;
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return undefined;
  const local = text.slice(0, at);
  const domain = domainToASCII(text.slice(at + 1).toLowerCase());
  if (local.length > EMAIL_LOCAL_MAX || !LOCAL_PART.test(local)) return undefined;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) return undefined;
  const address = `${local}@${domain}`;
  return address.length <= EMAIL_MAX ? address : undefined;
}
