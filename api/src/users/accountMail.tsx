import { SITE_NAME } from '../../../common/site.ts';
import { ActionMail } from '../mail/ActionMail.tsx';
import { renderMail } from '../mail/render.ts';
import type { Mailer } from '../newsletter/mailer.ts';
import type { AccountMail } from './service.ts';

/** Where the links of account mail lead: server-rendered pages that take the token. */
export const ACCOUNT_PAGES = { setup: '/account/setup', reset: '/account/reset', confirmEmail: '/account/confirm-email' } as const;

/**
 * Invitation and password-reset mail through the newsletter's mailer (SMTP_URL, or .eml files in
 * DATA_DIR/outbox/). The links are not logged: they open an account.
 */
export function createAccountMail({ mailer, from, siteUrl }: { mailer: Mailer; from: string; siteUrl: string }): AccountMail {
  const link = (page: string, token: string) => `${siteUrl}${page}?token=${encodeURIComponent(token)}`;
  const footer = { reason: `You get this because of a staff account on ${SITE_NAME}.` };
  return {
    async invitation(user, token) {
      const url = link(ACCOUNT_PAGES.setup, token);
      const { html, text } = await renderMail(
        <ActionMail
          siteUrl={siteUrl}
          heading="Set up your account"
          body={`You are invited to the ${SITE_NAME} back office as ${user.role}, with the username ${user.username}.`}
          action={{ label: 'Set up your account', url }}
          notes={'The link works once, for 7 days.\n\nIf you did not expect this, ignore this message.'}
          footer={footer}
        />,
      );
      await mailer.send({ from, to: user.email, subject: `You are invited to ${SITE_NAME}`, text, html, links: [] });
    },
    async reset(user, token) {
      const url = link(ACCOUNT_PAGES.reset, token);
      const { html, text } = await renderMail(
        <ActionMail
          siteUrl={siteUrl}
          heading="Choose a new password"
          body={`Someone (hopefully you) asked to reset the password of ${user.username} on ${SITE_NAME}.`}
          action={{ label: 'Choose a new password', url }}
          notes={'The link works once, for 1 hour.\n\nIf you did not ask for it, ignore this message: your password stays as it is.'}
          footer={footer}
        />,
      );
      await mailer.send({ from, to: user.email, subject: `Reset your ${SITE_NAME} password`, text, html, links: [] });
    },
    async emailChange(user, email, token) {
      const url = link(ACCOUNT_PAGES.confirmEmail, token);
      const { html, text } = await renderMail(
        <ActionMail
          siteUrl={siteUrl}
          heading="Confirm your new email address"
          body={`Someone (hopefully you) asked to make this the email address of ${user.username} on ${SITE_NAME}.`}
          action={{ label: 'Confirm this address', url }}
          notes={'The link works once, for 24 hours.\n\nIf you did not ask for it, ignore this message: the account keeps its address.'}
          footer={footer}
        />,
      );
      await mailer.send({ from, to: email, subject: `Confirm your new ${SITE_NAME} email address`, text, html, links: [] });
    },
  };
}
