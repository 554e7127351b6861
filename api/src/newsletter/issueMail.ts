import { SITE_NAME } from '../../../common/site.ts';
import type { IssueDoc } from './issueModel.ts';
import type { OutgoingMail } from './mailer.ts';
import { unsubscribeHeaders } from './service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only http(s) links reach a mail. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

/** One copy of an issue for one recipient, with their own unsubscribe link and the delivery's Message-ID. */
export function issueMail(issue: Pick<IssueDoc, 'subject' | 'intro' | 'posts'>, options: { from: string; to: string; unsubscribeUrl: string; messageId?: string }): OutgoingMail {
  const { from, to, unsubscribeUrl, messageId } = options;
  const text = [
    issue.intro,
    '',
    ...issue.posts.flatMap((post) => [post.title, post.excerpt, post.url, '']),
    '--',
    `You get this because you subscribed to the ${SITE_NAME} newsletter. Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const posts = issue.posts
    .map((post) => `<h2><a href="${escapeHtml(safeUrl(post.url))}">${escapeHtml(post.title)}</a></h2>\n<p>${escapeHtml(post.excerpt)}</p>`)
    .join('\n');
  const intro = issue.intro
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const html = `<div style="font-family: system-ui, sans-serif; line-height: 1.6; max-width: 36rem">
${intro}
${posts}
<hr>
<p style="font-size: 0.85em">You get this because you subscribed to the ${SITE_NAME} newsletter. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
</div>`;
  return {
    from,
    to,
    subject: issue.subject,
    ...(messageId ? { messageId } : {}),
    headers: unsubscribeHeaders(unsubscribeUrl),
    text,
    html,
    links: [unsubscribeUrl],
  };
}
