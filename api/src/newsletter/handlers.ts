import type { RequestHandler } from 'express';
import { NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import { appContext } from '../http/context.ts';
import { validationProblem } from '../http/problem.ts';
import { answers } from '../http/statusSources.ts';
import { normaliseEmail } from './email.ts';
import { signUp } from './subscribers.ts';
import { visitorOf } from './visitor.ts';

const accepted = { message: NEWSLETTER_MESSAGES.checkInbox };

/**
 * `POST /api/public/newsletter`: the same 202 for a new, pending, confirmed or unsubscribed
 * address, answered before the address is looked up: neither the answer nor its timing tells
 * who is on the list. The sign-up is stored, and the confirmation mailed, after the answer.
 */
const signUpHandler: RequestHandler = (req, res) => {
  const email = normaliseEmail((req.body as { email?: unknown }).email);
  if (!email) throw validationProblem({ email: NEWSLETTER_MESSAGES.invalidEmail });
  const { newsletter } = appContext(req);
  const visitor = visitorOf(req);
  res.status(202).json(accepted);
  newsletter.afterAnswer.run('a newsletter sign-up', async () => {
    const signup = await signUp(email, visitor);
    // Sent (and retried) on its own: the stored sign-up is what the work above waits for.
    if (signup) void newsletter.sendConfirmation(signup);
  });
};

/** The sign-up limit answers 429 past NEWSLETTER_SIGNUP_LIMIT sign-ups from one address. */
const limitSignups = answers([429], ((req, res, next) => appContext(req).newsletter.signupLimiter(req, res, next)) as RequestHandler);

export const subscribe: RequestHandler[] = [limitSignups, signUpHandler];

export { deleteSubscriber, exportSubscribers, listSubscribers } from './subscriberHandlers.ts';
export { addSubscriber, importSubscribers } from './subscriberHandlers.ts';
export { createIssue, draft, getIssue, listIssues, sendIssue, testIssue } from './issueHandlers.ts';
export { previewIssue, updateIssue } from './issueHandlers.ts';
