import { ActionMail } from '../mail/ActionMail.tsx';
import { mailBrand } from '../mail/brand.ts';
import { renderMail } from '../mail/render.ts';
import type { Mailer } from '../mail/mailer.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { AccountMail } from './service.ts';

/** Where the links of account mail lead: server-rendered pages that take the token. */
export const ACCOUNT_PAGES = { setup: '/account/setup', reset: '/account/reset', confirmEmail: '/account/confirm-email', revertEmail: '/account/revert-email' } as const;

/**
 * Invitation and password-reset mail through the newsletter's mailer (SMTP_URL, or .eml files in
 * DATA_DIR/outbox/). The links are not logged: they open an account.
 */
export function createAccountMail({ mailer, from, siteUrl, settings = DEFAULT_SETTINGS_READER }: { mailer: Mailer; from: string; siteUrl: string; settings?: SiteSettingsReader }): AccountMail {
  /** A mail's words, given the site's title as the settings say at sending time. */
  type Words<Mail> = (siteName: string) => Mail & { subject: string };
  /** One mail: a heading, what happened, and the one link that acts on it (none for a notice). */
  const send = async (to: string, words: Words<{ heading: string; body: string; action?: { label: string; page: string; token: string }; notes: string }>) => {
    const site = await settings.site();
    const mail = words(site.siteTitle);
    const action = mail.action && { label: mail.action.label, url: `${siteUrl}${mail.action.page}?token=${encodeURIComponent(mail.action.token)}` };
    const footer = { reason: `You get this because of a staff account on ${site.siteTitle}.` };
    const { html, text } = await renderMail(
      <ActionMail siteUrl={siteUrl} brand={mailBrand(site, siteUrl)} heading={mail.heading} body={mail.body} action={action} notes={mail.notes} footer={footer} />,
    );
    await mailer.send({ from, to, subject: mail.subject, text, html, links: [] });
  };
  return {
    invitation: (user, token) =>
      send(user.email, (site) => ({
        subject: `You are invited to ${site}`,
        heading: 'Set up your account',
        body: `You are invited to the ${site} back office as ${user.role}, with the username ${user.username}.`,
        action: { label: 'Set up your account', page: ACCOUNT_PAGES.setup, token },
        notes: 'The link works once, for 7 days.\n\nIf you did not expect this, ignore this message.',
      })),
    reset: (user, token) =>
      send(user.email, (site) => ({
        subject: `Reset your ${site} password`,
        heading: 'Choose a new password',
        body: `Someone (hopefully you) asked to reset the password of ${user.username} on ${site}.`,
        action: { label: 'Choose a new password', page: ACCOUNT_PAGES.reset, token },
        notes: 'The link works once, for 1 hour.\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
      })),
    emailChange: (user, email, token) =>
      send(email, (site) => ({
        subject: `Confirm your new ${site} email address`,
        heading: 'Confirm your new email address',
        body: `Someone (hopefully you) asked to make this the email address of ${user.username} on ${site}.`,
        action: { label: 'Confirm this address', page: ACCOUNT_PAGES.confirmEmail, token },
        notes: 'The link works once, for 24 hours.\n\nIf you did not ask for it, ignore this message: the account keeps its address.',
      })),
    emailChangeNotice: (user, email, token) =>
      send(user.email, (site) => ({
        subject: `The email address of your ${site} account is changing`,
        heading: 'Your email address is changing',
        body: `Someone asked to change the email address of ${user.username} on ${site} from this address to ${email}. It changes when the link sent there is opened.`,
        action: { label: 'This was not me: keep this address', page: ACCOUNT_PAGES.revertEmail, token },
        notes: 'The button cancels the change (or undoes it, if it was already confirmed), signs the account out everywhere and stops every password-reset link. It works for 7 days.\n\nIf you asked for the change, ignore this message.',
      })),
    emailTaken: (user, email) =>
      send(email, (site) => ({
        subject: `Your address was suggested for a ${site} staff account`,
        heading: 'This address is already in use',
        body: `Someone asked to make this the email address of ${user.username} on ${site}, but it already belongs to a staff account there. Nothing was changed.`,
        notes: 'If you did not expect this, ignore this message.',
      })),
  };
}
