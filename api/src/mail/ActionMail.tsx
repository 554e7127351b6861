import { Section, Text } from '@react-email/components';
import type { MailBrand } from './brand.ts';
import { MailLayout, type MailFooter } from './MailLayout.tsx';
import { ActionButton, MailHeading, MailLink, Paragraphs, safeUrl } from './parts.tsx';
import { mailTheme as t } from './theme.ts';

export interface ActionMailProps {
  siteUrl: string;
  brand: MailBrand;
  heading: string;
  /** What this is about, before the button. */
  body: string;
  /** The one link; a mail without one only tells. */
  action?: { label: string; url: string };
  /** Notes after the button: how long the link works, what to do if it was not you. */
  notes?: string;
  footer: MailFooter;
}

/**
 * A mail that asks for one action through one link (confirm a subscription, accept an
 * invitation): heading, text, a button, the same link written out, and notes.
 */
export function ActionMail({ siteUrl, brand, heading, body, action, notes, footer }: ActionMailProps) {
  const url = action && safeUrl(action.url);
  return (
    <MailLayout siteUrl={siteUrl} brand={brand} preview={heading} footer={footer}>
      <MailHeading>{heading}</MailHeading>
      <Paragraphs text={body} />
      {action && url ? (
        <>
          <Section style={{ margin: '8px 0 24px' }}>
            <ActionButton href={url}>{action.label}</ActionButton>
          </Section>
          <Text className="mail-muted" style={{ margin: '0 0 16px', fontSize: '14px', lineHeight: '22px', color: t.muted, wordBreak: 'break-all' }}>
            If the button does not work, open this link: <MailLink href={url}>{url}</MailLink>
          </Text>
        </>
      ) : null}
      {notes ? <Paragraphs text={notes} muted /> : null}
    </MailLayout>
  );
}
