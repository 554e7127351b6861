import { actorName } from '../activity/actor.ts';
import type { RequestHandler } from 'express';
import { NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { sessionUser } from '../auth/guard.ts';
import { parseListQuery, sendList, type ListQuery } from '../http/listQuery.ts';
import { answers } from '../http/statusSources.ts';
import type { AfterAnswer } from './afterAnswer.ts';
import type { IssueService } from './issueService.ts';
import { NEWSLETTER_LISTS } from './module.ts';
import type { IssueContent } from './repository/issueRepository.ts';
import { issueJson, subscriberJson, subscribersCsv } from './serialize.ts';
import type { SubscriberService } from './subscriberService.ts';
import { visitorOf } from './visitor.ts';

export interface NewsletterHandlerDeps {
  subscribers: SubscriberService;
  issues: IssueService;
  /** Sign-ups stored after their answer, so its timing tells nothing about the address. */
  afterAnswer: AfterAnswer;
  /** Sign-ups per client address (429 past the limit). */
  signupLimiter: RequestHandler;
  /** Counts a sign-up under the page its form was on (the analytics; never with the address). */
  countSignup: (page: string) => void;
}

/** A react-admin list: the operation's list parameters in, the rows as `resource` out. */
const listOf = <Row>(operationId: keyof typeof NEWSLETTER_LISTS, resource: string, list: (query: ListQuery) => Promise<{ rows: Row[]; total: number }>, toJson: (row: Row) => unknown) =>
  (async (req, res) => {
    const query = parseListQuery(req, NEWSLETTER_LISTS[operationId]);
    const { rows, total } = await list(query);
    sendList(res, resource, query, rows.map(toJson), total);
  }) as RequestHandler;

const accepted = { message: NEWSLETTER_MESSAGES.checkInbox };

/** The newsletter's operations (`newsletter.*`): HTTP only, over the subscriber and issue services. */
export function newsletterHandlers({ subscribers, issues, afterAnswer, signupLimiter, countSignup }: NewsletterHandlerDeps) {
  /**
   * `POST /api/public/newsletter`: the same 202 for a new, pending, confirmed or unsubscribed
   * address, answered before the address is looked up: neither the answer nor its timing tells
   * who is on the list. The sign-up is stored, and the confirmation mailed, after the answer.
   */
  const signUp: RequestHandler = (req, res) => {
    const { email, page } = req.body as { email?: unknown; page?: string };
    const signup = subscribers.acceptSignup(email, visitorOf(req));
    res.status(202).json(accepted);
    if (page) countSignup(page);
    afterAnswer.run('a newsletter sign-up', signup);
  };

  /** The sign-up limit answers 429 past NEWSLETTER_SIGNUP_LIMIT sign-ups from one address. */
  const limitSignups = answers([429], ((req, res, next) => signupLimiter(req, res, next)) as RequestHandler);

  const addedBy = async (req: Parameters<RequestHandler>[0]) => (await sessionUser(req))?.username ?? '';

  return {
    subscribe: [limitSignups, signUp],

    /** `GET /api/newsletter/subscribers`: react-admin list; `q` on the address, `status`. */
    listSubscribers: listOf('newsletter.listSubscribers', 'subscribers', (query) => subscribers.list(query), subscriberJson),

    /** `GET /api/newsletter/subscribers.csv`: the confirmed subscribers with their consent proof. */
    exportSubscribers: (async (req, res) => {
      const csv = subscribersCsv(await subscribers.exportConfirmed(await actorName(req)));
      res.setHeader('Content-Disposition', 'attachment; filename="subscribers.csv"');
      res.type('text/csv').send(csv);
    }) as RequestHandler,

    /** `DELETE /api/newsletter/subscribers/{subscriberId}`: erasure. */
    deleteSubscriber: (async (req, res) => {
      res.json(subscriberJson(await subscribers.erase(String(req.params.subscriberId), await actorName(req))));
    }) as RequestHandler,

    /** `POST /api/newsletter/subscribers`: one reader added by hand. */
    addSubscriber: (async (req, res) => {
      const body = req.body as { email: string; consentNote: string };
      res.status(201).json(subscriberJson(await subscribers.addByStaff({ email: body.email, consentNote: body.consentNote, addedBy: await addedBy(req) })));
    }) as RequestHandler,

    /** `POST /api/newsletter/subscribers/import`: a Ghost, Substack or Mailchimp export. */
    importSubscribers: (async (req, res) => {
      const body = req.body as { csv: string; consentNote: string };
      res.json(await subscribers.importCsv({ csv: body.csv, consentNote: body.consentNote, addedBy: await addedBy(req) }));
    }) as RequestHandler,

    /** `GET /api/newsletter/draft`. */
    draft: (async (_req, res) => {
      const draft = await issues.draft();
      res.json(draft);
    }) as RequestHandler,

    listIssues: listOf('newsletter.listIssues', 'issues', (query) => issues.list(query), issueJson),

    createIssue: (async (req, res) => {
      res.status(201).json(issueJson(await issues.create(req.body as IssueContent)));
    }) as RequestHandler,

    getIssue: (async (req, res) => {
      res.json(issueJson(await issues.get(String(req.params.issueId))));
    }) as RequestHandler,

    updateIssue: (async (req, res) => {
      res.json(issueJson(await issues.update(String(req.params.issueId), req.body as IssueContent)));
    }) as RequestHandler,

    /** `POST /api/newsletter/preview`. */
    previewIssue: (async (req, res) => {
      const rendered = await issues.preview(req.body as IssueContent);
      res.json(rendered);
    }) as RequestHandler,

    // Test copies count against the mail limits (mail/quota.ts).
    testIssue: answers([429], (async (req, res) => {
      const email = await issues.sendTest(String(req.params.issueId), (req.body as { email?: unknown }).email, await actorName(req));
      res.status(202).json({ message: `A test copy went to ${email}.` });
    }) as RequestHandler),

    /** `POST .../send`. */
    sendIssue: (async (req, res) => {
      res.status(202).json(issueJson(await issues.send(String(req.params.issueId), await actorName(req))));
    }) as RequestHandler,
  };
}
