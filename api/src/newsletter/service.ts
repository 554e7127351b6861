import { setTimeout } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SIGNUP_WINDOW_MS } from '../../../common/newsletter.ts';
import type { Config } from '../config.ts';
import type { Engine } from '../db/launcher.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Logger } from '../logger.ts';
import { createAfterAnswer, type AfterAnswer } from './afterAnswer.ts';
import { confirmationMail } from './confirmationMail.tsx';
import { createMailer, type Mailer } from './mailer.ts';
import { DEFAULT_SENDER_OPTIONS, isPermanent, NewsletterSender } from './sender.ts';
import type { SignupResult } from './subscribers.ts';
import { NewsletterTokens } from './tokens.ts';

/** What the newsletter's handlers and pages share in one app: links, mail and the sign-up limit. */
export interface Newsletter {
  tokens: NewsletterTokens;
  mailer: Mailer;
  /** Sign-ups and new-link requests per client address (429 past the limit). */
  signupLimiter: RequestHandler;
  from: string;
  confirmUrl(token: string): string;
  unsubscribeUrl(subscriberId: string): string;
  /**
   * The confirmation mail for a sign-up, tried again after a temporary refusal; failures are
   * logged, never shown to the visitor (who can ask again from the band or the link's page).
   */
  sendConfirmation(signup: NonNullable<SignupResult>): Promise<void>;
  logger: Logger;
  siteUrl: string;
  /** Sends issues, one stored delivery per recipient. */
  sender: NewsletterSender;
  /** Sign-ups stored after their answer, so its timing tells nothing about the address. */
  afterAnswer: AfterAnswer;
}

/** Tries of a confirmation mail before it is given up (the visitor can ask for a new one). */
const CONFIRMATION_ATTEMPTS = 3;

export function createNewsletter(config: Config, logger: Logger, engine: Engine = 'external', mailer?: Mailer): Newsletter {
  const tokens = new NewsletterTokens(config.newsletterSecret);
  const sender = mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger, connections: DEFAULT_SENDER_OPTIONS.concurrency });
  const confirmUrl = (token: string) => `${config.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const unsubscribeUrl = (id: string) => `${config.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribeToken(id))}`;
  const signupLimiter = rateLimit({
    windowMs: NEWSLETTER_SIGNUP_WINDOW_MS,
    limit: config.newsletterSignupLimit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // X-Forwarded-For without TRUST_PROXY is ignored on purpose, as for sign-in.
    validate: { xForwardedForHeader: false },
    handler: (_req, _res, next, options) =>
      next(new HttpProblem(429, NEWSLETTER_MESSAGES.tooManySignups, { headers: { 'Retry-After': String(Math.ceil(options.windowMs / 1000)) } })),
  });
  const from = config.mailFrom;

  async function sendConfirmation(signup: NonNullable<SignupResult>): Promise<void> {
    const link = confirmUrl(tokens.confirmToken(signup.claims));
    const leave = unsubscribeUrl(signup.id);
    const mail = await confirmationMail({ from, to: signup.email, siteUrl: config.siteUrl, confirmUrl: link, unsubscribeUrl: leave });
    // A temporary refusal is tried again, as issue copies are (retry delay doubling), a few times:
    // the link is only useful while the visitor still waits for it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await sender.send(mail);
        return;
      } catch (error) {
        if (isPermanent(error) || attempt >= CONFIRMATION_ATTEMPTS) {
          logger.error({ err: error, attempts: attempt }, 'could not send a newsletter confirmation');
          return;
        }
        logger.warn({ err: error, attempt }, 'a newsletter confirmation was refused for now; trying again');
        await setTimeout(config.newsletterRetryMs * 2 ** (attempt - 1), undefined, { ref: false });
      }
    }
  }

  const parts = { tokens, mailer: sender, signupLimiter, from, confirmUrl, unsubscribeUrl, sendConfirmation, logger, siteUrl: config.siteUrl, afterAnswer: createAfterAnswer(logger) };
  return Object.assign(parts, { sender: new NewsletterSender(parts, logger, { ...DEFAULT_SENDER_OPTIONS, retryBaseMs: config.newsletterRetryMs }, engine) });
}
