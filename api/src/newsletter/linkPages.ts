import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { BACK_HOME, escapeHtml, type FramedScreen, type ScreenText, type SiteFrame } from '../site/rendering/siteFrame.ts';
import { NEWSLETTER_LINK_PREFIX } from './linkPaths.ts';
import type { ConfirmOutcome, SubscriberService } from './subscriberService.ts';
import { visitorOf } from './visitor.ts';

export { NEWSLETTER_LINK_PREFIX } from './linkPaths.ts';

interface LinkPageContent {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: ScreenText[];
  /** A form with one button, posting to `action` (already a site path), with optional hidden fields. */
  form?: { action: string; button: string; fields?: Record<string, string> };
}

/** A newsletter link page as a screen of the site's frame. */
function screenOf({ title, paragraphs, form }: LinkPageContent): FramedScreen {
  const hidden = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const forms = form ? `<form method="post" action="${escapeHtml(form.action)}">${hidden}<button type="submit">${escapeHtml(form.button)}</button></form>` : '';
  return { title, paragraphs, forms, links: [BACK_HOME] };
}

const CONFIRM_PAGES: Record<ConfirmOutcome, { status: number; content: LinkPageContent; newLink?: boolean }> = {
  confirmed: { status: 200, content: { title: "You're subscribed", paragraphs: [(siteTitle) => `Thanks for confirming. The ${siteTitle} newsletter will reach you every week.`] } },
  'already-confirmed': {
    status: 200,
    content: { title: "You're already subscribed", paragraphs: ['This link has already been used: your subscription is confirmed, nothing more to do.'] },
  },
  expired: {
    status: 410,
    content: { title: 'This link has expired', paragraphs: ['Confirmation links work for 48 hours. Ask for a new one and we will send it to the same address.'] },
    newLink: true,
  },
  used: {
    status: 410,
    content: { title: 'This link has already been used', paragraphs: ['A newer confirmation link was sent since this one. Ask for a new one and use the latest message.'] },
    newLink: true,
  },
  invalid: {
    status: 404,
    content: { title: 'This link does not work', paragraphs: ['It may be incomplete, or the sign-up was erased. Subscribe again from the newsletter form on the home page.'] },
  },
};

const INVALID_UNSUBSCRIBE: LinkPageContent = {
  title: 'This link does not work',
  paragraphs: ['It may be incomplete. Use the unsubscribe link at the bottom of any newsletter, exactly as it arrived.'],
};

/**
 * The pages behind the links in newsletter mail: confirming a sign-up (and asking for a new link),
 * and unsubscribing. A GET of the unsubscribe link only shows a button, since mail scanners
 * follow links; its POST (the button, or a mail client's RFC 8058 one-click) unsubscribes at once.
 */
export function newsletterLinkPages({ subscribers, signupLimiter, frame }: { subscribers: SubscriberService; signupLimiter: RequestHandler; frame: SiteFrame }): Router {
  const router = Router();
  const send = async (res: Response, status: number, content: LinkPageContent) => {
    const html = await frame.document(screenOf(content));
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.send(html);
  };
  const token = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : undefined);
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });

  router.get('/confirm', async (req, res) => {
    const outcome = await subscribers.confirmLink(token(req), visitorOf(req));
    const page = CONFIRM_PAGES[outcome];
    const content = page.newLink ? { ...page.content, form: { action: `${NEWSLETTER_LINK_PREFIX}/new-link`, button: 'Send me a new link', fields: { token: token(req)! } } } : page.content;
    await send(res, page.status, content);
  });

  router.post(
    '/new-link',
    form,
    (req, res, next) =>
      signupLimiter(req, res, (error?: unknown) =>
        error ? send(res, 429, { title: 'Please wait a few minutes', paragraphs: ['Too many requests from your address. Try again in a few minutes.'] }).catch(next) : next(),
      ),
    async (req, res) => {
      const genuine = await subscribers.requestNewLink((req.body as Record<string, unknown> | undefined)?.token);
      if (!genuine) return send(res, 400, CONFIRM_PAGES.invalid.content);
      // The same answer whether or not a link went out (the sign-up may be confirmed or erased meanwhile).
      await send(res, 200, { title: 'Check your inbox', paragraphs: ['If the sign-up still waits for confirmation, a new link is on its way. It works for 48 hours.'] });
    },
  );

  router.get('/unsubscribe', (req, res) => {
    if (!subscribers.isUnsubscribeLink(token(req))) return send(res, 400, INVALID_UNSUBSCRIBE);
    return send(res, 200, {
      title: 'Unsubscribe from the newsletter?',
      paragraphs: ['Press the button to stop the weekly newsletter at this address. Nothing else will be sent.'],
      form: { action: `${NEWSLETTER_LINK_PREFIX}/unsubscribe?token=${encodeURIComponent(token(req)!)}`, button: 'Unsubscribe' },
    });
  });

  router.post('/unsubscribe', form, async (req, res) => {
    // Unknown (erased) subscribers get the same page: there is nothing left to mail.
    if (!(await subscribers.unsubscribeLink(token(req)))) return send(res, 400, INVALID_UNSUBSCRIBE);
    await send(res, 200, { title: "You're unsubscribed", paragraphs: ['You will get no more newsletters at this address. Changed your mind? Subscribe again from the home page.'] });
  });

  return router;
}
