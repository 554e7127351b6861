import { SITE_NAME } from '../../../common/site.ts';
import { ActionMail } from '../mail/ActionMail.tsx';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/render.ts';
import type { MemberMail } from './service.ts';

/** The sign-in link mail. The link is not logged: it signs someone in. */
export function createMemberMail({ mailer, from, siteUrl }: { mailer: Mailer; from: string; siteUrl: string }): MemberMail {
  return async (to, url) => {
    const { html, text } = await renderMail(
      <ActionMail
        siteUrl={siteUrl}
        heading={`Sign in to ${SITE_NAME}`}
        body={`Someone (hopefully you) asked to sign in to ${SITE_NAME} with this address, to comment on posts.`}
        action={{ label: 'Sign in', url }}
        notes={'The link works once, for 15 minutes.\n\nIf you did not ask for it, ignore this message: nobody is signed in.'}
        footer={{ reason: `You get this because this address was entered on ${SITE_NAME}.` }}
      />,
    );
    await mailer.send({ from, to, subject: `Your ${SITE_NAME} sign-in link`, text, html, links: [] });
  };
}
