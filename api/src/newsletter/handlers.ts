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
 * address (nobody learns who is on the list); the confirmation mail goes out after the answer.
 */
const signUpHandler: RequestHandler = async (req, res) => {
  const email = normaliseEmail((req.body as { email?: unknown }).email);
  if (!email) throw validationProblem({ email: NEWSLETTER_MESSAGES.invalidEmail });
  const { newsletter } = appContext(req);
  const signup = await signUp(email, visitorOf(req));
  res.status(202).json(accepted);
  if (signup) void newsletter.sendConfirmation(signup);
};

/** The sign-up limit answers 429 past NEWSLETTER_SIGNUP_LIMIT sign-ups from one address. */
const limitSignups = answers([429], ((req, res, next) => appContext(req).newsletter.signupLimiter(req, res, next)) as RequestHandler);

export const subscribe: RequestHandler[] = [limitSignups, signUpHandler];

export { deleteSubscriber, exportSubscribers, listSubscribers } from './subscriberHandlers.ts';
export { createIssue, draft, getIssue, listIssues, sendIssue, testIssue } from './issueHandlers.ts';
