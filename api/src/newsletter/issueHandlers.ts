import { LIST_FIELDS } from '../http/listFields.ts';
import type { RequestHandler } from 'express';
import { Types } from 'mongoose';
import { NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { blogPaths, SITE_NAME } from '../../../common/site.ts';
import { claimMark } from '../db/marks.ts';
import { appContext } from '../http/context.ts';
import { parseListQuery, sendList } from '../http/listQuery.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { excerptFor } from '../posts/derivedText.ts';
import { normaliseEmail } from './email.ts';
import { issueMail, renderIssue, withUnsubscribe } from './issueMail.tsx';
import { Issue, type IssueDoc, type IssuePost } from './issueModel.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Posts a draft may list (the contract's maximum). */
const DRAFT_POSTS = 50;
const LATEST_ERRORS = 10;

/** An issue as the admin sees it; its counts are kept on the issue by the sender (no read of its rows). */
function issueJson(issue: IssueDoc) {
  const { sent = 0, failed = 0, skipped = 0 } = issue;
  return {
    id: String(issue._id),
    subject: issue.subject,
    intro: issue.intro,
    posts: issue.posts.map(({ title, excerpt, url }) => ({ title, excerpt, url })),
    // Preparing is sending, as far as the admin can tell.
    status: issue.status === 'preparing' ? 'sending' : issue.status,
    createdAt: issue.createdAt.toISOString(),
    sentAt: issue.sentAt?.toISOString() ?? null,
    recipients: issue.recipients,
    sent,
    failed,
    pending: Math.max(0, issue.recipients - sent - failed - skipped),
    skipped,
    errors: (issue.failures ?? []).slice(-LATEST_ERRORS).map(({ email, error }) => ({ email, error })),
  };
}

async function findIssue(id: unknown): Promise<IssueDoc> {
  const issue = typeof id === 'string' && Types.ObjectId.isValid(id) ? await Issue.findById(id).lean() : null;
  if (!issue) throw notFound('Issue');
  return issue;
}

function readIssueInput(body: { subject: string; intro: string; posts: IssuePost[] }) {
  const subject = body.subject.trim();
  const errors: Record<string, string> = {};
  if (!subject) errors.subject = NEWSLETTER_ADMIN_MESSAGES.subjectRequired;
  if (/[\r\n]/.test(body.subject)) errors.subject = 'The subject must be one line';
  body.posts.forEach((post, index) => {
    if (!/^https?:\/\/\S+$/i.test(post.url)) errors[`posts.${index}.url`] = NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid;
    if (!post.title.trim()) errors[`posts.${index}.title`] = 'Each post needs a title';
  });
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  return { subject, intro: body.intro.trim(), posts: body.posts.map((p) => ({ title: p.title.trim(), excerpt: p.excerpt.trim(), url: p.url.trim() })) };
}

/** `GET /api/newsletter/draft`: the posts published since the last issue (or the last week), newest first. */
export const draft: RequestHandler = async (req, res) => {
  const { posts, config } = appContext(req);
  const last = await Issue.findOne({ sentAt: { $ne: null } }).sort({ sentAt: -1 }).lean();
  const now = new Date();
  const since = last?.sentAt ?? new Date(now.getTime() - WEEK_MS);
  const feed = await posts.publicFeed(DRAFT_POSTS, now);
  const fresh = feed.filter((post) => (post.publishDate ?? post.createdAt) > since);
  res.setHeader('Cache-Control', 'no-store');
  res.json({
    subject: `This week at ${SITE_NAME}`,
    intro: fresh.length > 0 ? 'Here is what we published this week.' : '',
    posts: fresh.map((post) => ({
      title: post.title,
      excerpt: excerptFor(post),
      url: `${config.siteUrl}${blogPaths.post(post.slug)}`,
    })),
  });
};

export const listIssues: RequestHandler = async (req, res) => {
  const query = parseListQuery(req, LIST_FIELDS['newsletter.listIssues']);
  const sort = Object.keys(query.sort).length === 1 && '_id' in query.sort ? { _id: -1 as const } : query.sort;
  const [rows, total] = await Promise.all([Issue.find().sort(sort).skip(query.skip).limit(query.limit).lean(), Issue.countDocuments()]);
  sendList(res, 'issues', query, rows.map(issueJson), total);
};

export const createIssue: RequestHandler = async (req, res) => {
  const input = readIssueInput(req.body as Parameters<typeof readIssueInput>[0]);
  const doc = await Issue.create({ ...input, status: 'draft' });
  res.status(201).json(issueJson(doc.toObject()));
};

export const getIssue: RequestHandler = async (req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json(issueJson(await findIssue(req.params.issueId)));
};

/** `PUT .../{issueId}`: a draft's subject, intro and posts; once sending has started the issue is what was sent (409). */
export const updateIssue: RequestHandler = async (req, res) => {
  const input = readIssueInput(req.body as Parameters<typeof readIssueInput>[0]);
  const existing = await findIssue(req.params.issueId);
  // The status in the filter: a send that starts meanwhile wins, and this edit is refused.
  const updated = await Issue.findOneAndUpdate({ _id: existing._id, status: 'draft' }, { $set: input }, { returnDocument: 'after', lean: true });
  if (!updated) throw new HttpProblem(409, NEWSLETTER_ADMIN_MESSAGES.issueLocked);
  res.json(issueJson(updated));
};

/** `POST /api/newsletter/preview`: the mail as subscribers will get it; its unsubscribe link leads nowhere. */
export const previewIssue: RequestHandler = async (req, res) => {
  const input = readIssueInput(req.body as Parameters<typeof readIssueInput>[0]);
  const { newsletter } = appContext(req);
  const rendered = withUnsubscribe(await renderIssue(input, newsletter.siteUrl), newsletter.unsubscribeUrl(new Types.ObjectId().toHexString()));
  res.setHeader('Cache-Control', 'no-store');
  res.json(rendered);
};

/** A test copy to one address; its unsubscribe link leads nowhere (no subscriber behind it). */
export const testIssue: RequestHandler = async (req, res) => {
  const issue = await findIssue(req.params.issueId);
  const email = normaliseEmail((req.body as { email?: unknown }).email);
  if (!email) throw validationProblem({ email: NEWSLETTER_MESSAGES.invalidEmail });
  const { newsletter } = appContext(req);
  const rendered = await renderIssue(issue, newsletter.siteUrl);
  const mail = issueMail(rendered, { from: newsletter.from, to: email, unsubscribeUrl: newsletter.unsubscribeUrl(new Types.ObjectId().toHexString()) });
  try {
    await newsletter.mailer.send({ ...mail, subject: `[Test] ${issue.subject}` });
  } catch (error) {
    newsletter.logger.warn({ err: error }, 'a newsletter test copy was refused');
    throw new HttpProblem(502, 'The mail server refused the test copy. Check SMTP_URL and the address.');
  }
  res.status(202).json({ message: `A test copy went to ${email}.` });
};

/** `POST .../send`: once per issue, even when two admins press the button at once. */
export const sendIssue: RequestHandler = async (req, res) => {
  const issue = await findIssue(req.params.issueId);
  const conflict = new HttpProblem(409, 'This issue has already been sent.');
  if (issue.status !== 'draft' || !(await claimMark(`newsletter-send:${String(issue._id)}`))) throw conflict;
  await Issue.updateOne({ _id: issue._id }, { $set: { status: 'preparing', sentAt: new Date() } });
  const { newsletter } = appContext(req);
  await newsletter.sender.start(issue._id);
  res.status(202).json(issueJson((await Issue.findById(issue._id).lean())!));
};
