import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { SIGN_IN_NOTICE_COOKIE, SIGN_IN_NOTICE_MAX_AGE_MS, SIGN_IN_NOTICE_PATH, signInNoticeValue } from '../../../common/signInNotice.ts';
import { cookieOptions } from '../auth/sessionCookie.ts';
import { HttpProblem } from '../http/problem.ts';
import { BACK_HOME, escapeHtml, type FramedScreen, type SiteFrame } from '../site/rendering/siteFrame.ts';
import { ACCOUNT_PAGES } from './accountMail.tsx';
import { MIN_PASSWORD_LENGTH } from './passwords.ts';
import type { TokenKind } from './repository/userRepository.ts';
import type { UserService } from './service.ts';

export const ACCOUNT_PAGE_PREFIX = '/account';
/** Where a chosen password leads: the sign-in screen, then the back office. */
export const SIGN_IN_TO_BACK_OFFICE = `/login?redirect=${encodeURIComponent('/n4n4')}`;

interface PageContent {
  title: string;
  paragraphs: string[];
  /** The password form, posting back to the page with the link's token. */
  form?: { token: string; button: string; error?: string; username: string };
  /** The form asking for the address a reset link goes to. */
  emailForm?: boolean;
  /** A button posting the link's token back: used up only on purpose, not by a mail scanner's GET. */
  confirm?: { token: string; button: string };
}

const EMAIL_FORM = `<form method="post">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
        <button type="submit">Send me a link</button>
      </form>`;

/** A page behind a link in account mail, as a screen of the site's frame. */
function screenOf({ title, paragraphs, form, emailForm, confirm }: PageContent): FramedScreen {
  const passwordForm = form
    ? `<form method="post">
        <input type="hidden" name="token" value="${escapeHtml(form.token)}">
        <input type="text" name="username" value="${escapeHtml(form.username)}" autocomplete="username" readonly hidden>
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${form.error ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>
        ${form.error ? `<p id="password-error" class="error" role="alert">${escapeHtml(form.error)}</p>` : ''}
        <p class="hint">At least ${MIN_PASSWORD_LENGTH} characters; common passwords are refused.</p>
        <button type="submit">${escapeHtml(form.button)}</button>
      </form>`
    : '';
  const confirmForm = confirm
    ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(confirm.token)}"><button type="submit">${escapeHtml(confirm.button)}</button></form>`
    : '';
  return { title, paragraphs, forms: passwordForm + confirmForm + (emailForm ? EMAIL_FORM : ''), links: [['/login', 'Back to sign in'], BACK_HOME] };
}

const DEAD_LINK: PageContent = {
  title: 'This link does not work',
  paragraphs: ['It is invalid, expired or already used. Ask an administrator for a new invitation, or ask for a new password-reset link on the sign-in page.'],
};

const PAGES: Record<Exclude<TokenKind, 'emailChange'>, { title: string; intro: (username: string) => string; button: string }> = {
  invitation: { title: 'Set up your account', intro: (username) => `Choose a password for ${username}, then sign in to the back office with it.`, button: 'Set up your account' },
  reset: { title: 'Choose a new password', intro: (username) => `Choose a new password for ${username}, then sign in with it. Every session of this account ends.`, button: 'Save the new password' },
};

/**
 * The pages behind the links of invitation and reset mail: a GET shows the password form (it does
 * not use the link up: mail scanners follow links); its POST sets the password and goes to the
 * sign-in screen, bound for the back office.
 */
export function accountPages({ users, limiter, resetLimiter, frame, onMailError }: { users: UserService; limiter: RequestHandler; resetLimiter: RequestHandler; frame: SiteFrame; onMailError: (error: unknown) => void }): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });
  const send = async (res: Response, status: number, content: PageContent) => {
    const html = await frame.document(screenOf(content));
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.send(html);
  };
  const field = (req: Request, name: string) => {
    const value = (req.query as Record<string, unknown>)[name] ?? (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };

  // "Forgot password?": the same answer, at once, whether or not the address is a staff member's.
  const forgot: PageContent = { title: 'Forgot your password?', paragraphs: ['Enter the email address of your staff account. We will send a link to choose a new password.'], emailForm: true };
  const sent: PageContent = {
    title: 'Check your email',
    paragraphs: ['If this address belongs to a staff account, a link to choose a new password is on its way. It works for 1 hour.'],
  };
  router.get('/forgot', (_req, res) => send(res, 200, forgot));
  router.post('/forgot', form, resetLimiter, async (req, res) => {
    const email = field(req, 'email').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 254) return send(res, 400, { ...forgot, paragraphs: ['Enter a valid email address.', ...forgot.paragraphs] });
    const { mailed } = await users.requestReset(email);
    mailed.catch((error: unknown) => onMailError(error));
    return send(res, 200, sent);
  });

  // A new email address: the page shows it and a button; the button makes it the account's.
  const confirmEmail = ACCOUNT_PAGES.confirmEmail.slice(ACCOUNT_PAGE_PREFIX.length);
  const emailLinkDead: PageContent = { title: 'This link does not work', paragraphs: ['It is invalid, expired or already used. Change the address again on your profile to get a new one.'] };
  router.get(confirmEmail, async (req, res) => {
    const token = field(req, 'token');
    const user = await users.linkAccount('emailChange', token);
    if (!user) return send(res, 404, emailLinkDead);
    await send(res, 200, { title: 'Confirm your new email address', paragraphs: [`Make this address the email of ${user.username}.`], confirm: { token, button: 'Confirm this address' } });
  });
  router.post(confirmEmail, form, limiter, async (req, res) => {
    const user = await users.confirmEmailChange(field(req, 'token')).catch((error: unknown) => {
      if (error instanceof HttpProblem && (error.status === 400 || error.status === 409)) return error;
      throw error;
    });
    if (user instanceof HttpProblem) return send(res, user.status === 409 ? 409 : 404, user.status === 409 ? { title: 'This address is taken', paragraphs: [user.message] } : emailLinkDead);
    await send(res, 200, { title: 'Email address changed', paragraphs: [`${user.email} is now the address of ${user.username}.`] });
  });

  // The old address's link: the page names the account; its button undoes the change and signs out everywhere.
  const revertEmail = ACCOUNT_PAGES.revertEmail.slice(ACCOUNT_PAGE_PREFIX.length);
  const revertLinkDead: PageContent = { title: 'This link does not work', paragraphs: ['It is invalid, expired or already used. If someone else controls your account, ask an administrator for help.'] };
  router.get(revertEmail, async (req, res) => {
    const token = field(req, 'token');
    const user = await users.revertAccount(token);
    if (!user) return send(res, 404, revertLinkDead);
    await send(res, 200, {
      title: 'Keep your email address',
      paragraphs: [`This cancels the change of the email address of ${user.username} (or undoes it, if it was confirmed), signs the account out everywhere and stops every password-reset link.`],
      confirm: { token, button: 'Keep my address and sign out everywhere' },
    });
  });
  router.post(revertEmail, form, limiter, async (req, res) => {
    const user = await users.revertEmailChange(field(req, 'token')).catch((error: unknown) => {
      if (error instanceof HttpProblem && error.status === 400) return undefined;
      throw error;
    });
    if (!user) return send(res, 404, revertLinkDead);
    await send(res, 200, {
      title: 'Your address is kept',
      paragraphs: [`${user.email} is the address of ${user.username}, and every session of the account has ended.`, 'If you did not ask for the change, choose a new password now: use "Forgot password?" on the sign-in page.'],
    });
  });

  for (const [kind, path] of [['invitation', ACCOUNT_PAGES.setup], ['reset', ACCOUNT_PAGES.reset]] as const) {
    const page = PAGES[kind];
    const relative = path.slice(ACCOUNT_PAGE_PREFIX.length);
    const show = (res: Response, status: number, token: string, username: string, error?: string) =>
      send(res, status, { title: page.title, paragraphs: [page.intro(username)], form: { token, username, button: page.button, error } });

    router.get(relative, async (req, res) => {
      const token = field(req, 'token');
      const user = await users.linkAccount(kind, token);
      if (!user) return send(res, 404, DEAD_LINK);
      await show(res, 200, token, user.username);
    });

    router.post(relative, form, limiter, async (req, res) => {
      const [token, password] = [field(req, 'token'), field(req, 'password')];
      const user = await users.linkAccount(kind, token);
      if (!user) return send(res, 404, DEAD_LINK);
      try {
        await (kind === 'invitation' ? users.acceptInvitation(token, password) : users.confirmReset(token, password));
        // The sign-in screen greets them and fills in their username (it reads this cookie).
        res.cookie(SIGN_IN_NOTICE_COOKIE, signInNoticeValue({ kind, username: user.username }), {
          ...cookieOptions(req),
          httpOnly: false,
          path: SIGN_IN_NOTICE_PATH,
          maxAge: SIGN_IN_NOTICE_MAX_AGE_MS,
        });
        res.redirect(303, SIGN_IN_TO_BACK_OFFICE);
      } catch (error) {
        if (!(error instanceof HttpProblem) || error.status !== 400) throw error;
        await show(res, 400, token, user.username, error.errors?.password ?? error.message);
      }
    });
  }
  return router;
}
