import { Button, Heading, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { mailTheme as t } from './theme.ts';

const textStyle = { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: t.text } as const;

/** Only http(s) links reach a mail; anything else becomes a dead link. */
export const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

export function MailHeading({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 }) {
  const size = level === 1 ? { fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' } : { fontSize: '19px', lineHeight: '26px', margin: '0 0 6px' };
  return (
    <Heading as={level === 1 ? 'h1' : 'h2'} className="mail-heading" style={{ ...size, color: t.heading, fontWeight: 700 }}>
      {children}
    </Heading>
  );
}

/** Text typed by a person: blank lines start a paragraph, single line breaks are kept. */
export function Paragraphs({ text, muted = false }: { text: string; muted?: boolean }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} className={muted ? 'mail-muted' : 'mail-text'} style={{ ...textStyle, ...(muted ? { fontSize: '14px', lineHeight: '22px', color: t.muted } : {}) }}>
          {paragraph.split('\n').map((line, i) => (
            <span key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Text>
      ))}
    </>
  );
}

/** The one thing the reader should do, as a green button. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={safeUrl(href)}
      style={{ backgroundColor: t.button, color: t.buttonText, borderRadius: '999px', padding: '12px 24px', fontSize: '16px', fontWeight: 700, textDecoration: 'none', display: 'inline-block' }}
    >
      {children}
    </Button>
  );
}

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="mail-link" href={safeUrl(href)} style={{ color: t.link, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
