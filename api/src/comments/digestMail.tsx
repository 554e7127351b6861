import { Section, Text } from '@react-email/components';
import { mailBrand } from '../mail/brand.ts';
import { MailLayout } from '../mail/MailLayout.tsx';
import type { Mailer } from '../mail/mailer.ts';
import { ActionButton, MailHeading, Paragraphs } from '../mail/parts.tsx';
import { renderMail } from '../mail/render.ts';
import { mailTheme as t } from '../mail/theme.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { DigestItem, DigestMail } from './digest.ts';

/** Where moderators judge held comments. */
export const COMMENT_QUEUE_PATH = '/n4n4/comments';

const heading = (count: number) => (count === 1 ? 'A comment waits for a moderator' : `${count} comments wait for a moderator`);

/** The digest's body: each comment's post, author and text, as text (React escapes what members wrote). */
function CommentDigestMail({ siteUrl, brand, siteTitle, items }: { siteUrl: string; brand: ReturnType<typeof mailBrand>; siteTitle: string; items: DigestItem[] }) {
  return (
    <MailLayout siteUrl={siteUrl} brand={brand} preview={heading(items.length)} footer={{ reason: `You get this because you moderate comments on ${siteTitle}, or wrote the post.` }}>
      <MailHeading>{heading(items.length)}</MailHeading>
      {items.map((item, index) => (
        <Section key={index} style={{ margin: '0 0 16px', borderLeft: `3px solid ${t.muted}`, paddingLeft: '12px' }}>
          <Text className="mail-muted" style={{ margin: '0 0 4px', fontSize: '14px', lineHeight: '22px', color: t.muted }}>
            {item.author} on “{item.postTitle}”
          </Text>
          <Paragraphs text={item.text} />
        </Section>
      ))}
      <Section style={{ margin: '8px 0 24px' }}>
        <ActionButton href={`${siteUrl}${COMMENT_QUEUE_PATH}`}>Open the comments queue</ActionButton>
      </Section>
    </MailLayout>
  );
}

/** The moderators' digest mail. */
export function createDigestMail({ mailer, from, siteUrl, settings = DEFAULT_SETTINGS_READER }: { mailer: Mailer; from: string; siteUrl: string; settings?: SiteSettingsReader }): DigestMail {
  return async (to, items) => {
    const site = await settings.site();
    const { html, text } = await renderMail(<CommentDigestMail siteUrl={siteUrl} brand={mailBrand(site, siteUrl)} siteTitle={site.siteTitle} items={items} />);
    await mailer.send({ from, to, subject: `${site.siteTitle}: ${heading(items.length).toLowerCase()}`, text, html, links: [`${siteUrl}${COMMENT_QUEUE_PATH}`] });
  };
}
