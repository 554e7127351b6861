import express, { Router, type Request, type Response } from 'express';
import { MEMBER_MESSAGES } from '../../../common/members.ts';
import { BACK_HOME, escapeHtml, type FramedScreen, type SiteFrame } from '../site/rendering/siteFrame.ts';
import { HttpProblem } from '../http/problem.ts';
import type { AfterAnswer } from '../newsletter/afterAnswer.ts';
import type { MemberService } from './service.ts';
import { setMemberCookie } from './session.ts';

export { MEMBER_LINK_PREFIX } from './linkPaths.ts';

const DEAD_LINK: FramedScreen = {
  title: 'This link does not work',
  paragraphs: ['It is invalid, expired (links work for 15 minutes) or already used. Ask for a new one from the comment form under any post.'],
  links: [BACK_HOME],
};

/**
 * The page behind the sign-in link: a GET only shows a button (mail scanners follow links); its
 * POST uses the link up, sets the member cookie and goes back to the page the member came from.
 */
export function memberLinkPages({ members, frame, afterAnswer }: { members: MemberService; frame: SiteFrame; afterAnswer: AfterAnswer }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });
  const send = async (res: Response, status: number, screen: FramedScreen) => {
    const html = await frame.document(screen);
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.send(html);
  };
  const field = (req: Request) => {
    const value = (req.query as Record<string, unknown>).token ?? (req.body as Record<string, unknown> | undefined)?.token;
    return typeof value === 'string' ? value : '';
  };

  // The comment form's "sign in" without scripts: the same limits and the same answer as the API's.
  router.post('/ask', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const task = await members.requestLink(body.email, body.returnTo, req.ip ?? '');
      afterAnswer.run('a member sign-in link', task);
    } catch (error) {
      if (!(error instanceof HttpProblem) || (error.status !== 400 && error.status !== 429)) throw error;
      return send(res, error.status, { title: error.status === 429 ? 'Please wait' : 'Check the address', paragraphs: [error.message], links: [BACK_HOME] });
    }
    await send(res, 202, { title: 'Check your inbox', paragraphs: [MEMBER_MESSAGES.checkInbox], links: [BACK_HOME] });
  });

  router.get('/sign-in', async (req, res) => {
    const token = field(req);
    if (!(await members.linkLive(token))) return send(res, 404, DEAD_LINK);
    await send(res, 200, {
      title: (siteTitle) => `Sign in to ${siteTitle}`,
      paragraphs: ['Press the button to sign in on this browser and comment on posts.'],
      forms: `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Sign in</button></form>`,
      links: [BACK_HOME],
    });
  });

  router.post('/sign-in', form, async (req, res) => {
    const signedIn = await members.redeem(field(req));
    if (!signedIn) return send(res, 404, DEAD_LINK);
    setMemberCookie(req, res, signedIn.sessionToken);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, signedIn.returnTo);
  });

  return router;
}
