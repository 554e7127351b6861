import { Hr, Section, Text } from '@react-email/components';
import type { MailBrand } from '../mail/brand.ts';
import { MailLayout } from '../mail/MailLayout.tsx';
import { MailHeading, MailLink, Paragraphs } from '../mail/parts.tsx';
import { renderMail } from '../mail/render.ts';
import { mailTheme as t } from '../mail/theme.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { IssueContent } from './repository/issueRepository.ts';
import { unsubscribeHeaders } from './listHeaders.ts';

/** An issue rendered once, its unsubscribe link left as a slot each copy fills in. */
export interface RenderedIssue {
  subject: string;
  html: string;
  text: string;
}

/** Stands in for each recipient's own unsubscribe link (a URL React leaves as it is). */
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.invalid/recipient';
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const issueFooterReason = (siteName: string) => `You get this because you subscribed to the ${siteName} newsletter.`;

/** The heading of the issue's events section. */
export const EVENTS_HEADING = 'Events in the next 7 days';

/** The issue's default subject, under the site's title. */
export const defaultIssueSubject = (siteName: string) => `This week at ${siteName}`;

function IssueMail({ issue, siteUrl, brand }: { issue: IssueContent; siteUrl: string; brand: MailBrand }) {
  const preview = issue.intro.split('\n')[0]?.trim() || issue.subject;
  return (
    <MailLayout siteUrl={siteUrl} brand={brand} preview={preview} footer={{ reason: issueFooterReason(brand.name), unsubscribeUrl: UNSUBSCRIBE_SLOT }}>
      <MailHeading>{issue.subject}</MailHeading>
      <Paragraphs text={issue.intro} />
      {issue.posts.map((post, index) => (
        <Section key={index}>
          <Hr style={{ borderColor: t.rule, margin: '20px 0' }} />
          <MailHeading level={2}>
            <MailLink href={post.url}>{post.title}</MailLink>
          </MailHeading>
          <Paragraphs text={post.excerpt} />
        </Section>
      ))}
      {issue.events && issue.events.length > 0 && (
        <Section>
          <Hr style={{ borderColor: t.rule, margin: '20px 0' }} />
          <MailHeading level={2}>{EVENTS_HEADING}</MailHeading>
          {issue.events.map((event, index) => (
            <Section key={index}>
              <Text style={{ margin: '14px 0 2px', fontSize: '16px', fontWeight: 700 }}>
                <MailLink href={event.url}>{event.title}</MailLink>
              </Text>
              <Paragraphs text={`${event.when}\n${event.place}`} muted />
            </Section>
          ))}
        </Section>
      )}
    </MailLayout>
  );
}

/** The issue's HTML and plain-text parts, once for all its copies, under the site's brand as it is now. */
export async function renderIssue(issue: IssueContent, mail: { siteUrl: string; brand(): Promise<MailBrand> }): Promise<RenderedIssue> {
  const { html, text } = await renderMail(<IssueMail issue={issue} siteUrl={mail.siteUrl} brand={await mail.brand()} />);
  return { subject: issue.subject, html, text };
}

/** The rendered issue with this reader's unsubscribe link in place. */
export function withUnsubscribe(rendered: RenderedIssue, unsubscribeUrl: string): RenderedIssue {
  return {
    subject: rendered.subject,
    html: rendered.html.replaceAll(UNSUBSCRIBE_SLOT, escapeAttribute(unsubscribeUrl)),
    text: rendered.text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribeUrl),
  };
}

/** One copy of an issue for one recipient, with their own unsubscribe link and the delivery's Message-ID. */
export function issueMail(rendered: RenderedIssue, options: { from: string; to: string; unsubscribeUrl: string; messageId?: string }): OutgoingMail {
  const { from, to, unsubscribeUrl, messageId } = options;
  const { subject, html, text } = withUnsubscribe(rendered, unsubscribeUrl);
  return {
    from,
    to,
    subject,
    ...(messageId ? { messageId } : {}),
    headers: unsubscribeHeaders(unsubscribeUrl),
    text,
    html,
    links: [unsubscribeUrl],
  };
}
