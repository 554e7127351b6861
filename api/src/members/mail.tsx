import { ActionMail } from '../mail/ActionMail.tsx';
import { mailBrand } from '../mail/brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/render.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { MemberMail } from './service.ts';

/** The sign-in link mail. The link is not logged: it signs someone in. */
export function createMemberMail({ mailer, from, siteUrl, settings = DEFAULT_SETTINGS_READER }: { mailer: Mailer; from: string; siteUrl: string; settings?: SiteSettingsReader }): MemberMail {
  return async (to, url) => {
    const site = await settings.site();
    const name = site.siteTitle;
    const { html, text } = await renderMail(
      <ActionMail
        siteUrl={siteUrl}
        brand={mailBrand(site, siteUrl)}
        heading={`Sign in to ${name}`}
        body={`Someone (hopefully you) asked to sign in to ${name} with this address, to comment on posts.`}
        action={{ label: 'Sign in', url }}
        notes={'The link works once, for 15 minutes.\n\nIf you did not ask for it, ignore this message: nobody is signed in.'}
        footer={{ reason: `You get this because this address was entered on ${name}.` }}
      />,
    );
    await mailer.send({ from, to, subject: `Your ${name} sign-in link`, text, html, links: [] });
  };
}
