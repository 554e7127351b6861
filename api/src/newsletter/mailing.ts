import { setTimeout } from 'node:timers/promises';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { confirmationMail } from './confirmationMail.tsx';
import { NEWSLETTER_LINK_PREFIX } from './linkPaths.ts';
import { mailBrand, type MailBrand } from '../mail/brand.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import { isPermanent } from './refusals.ts';
import { NewsletterTokens, type ConfirmClaims } from './tokens.ts';

/** The claims of a new confirmation link for a sign-up, and whom it goes to. */
export interface Signup {
  claims: ConfirmClaims;
  email: string;
  id: string;
}

/** The newsletter's mail and links: signed tokens, the mail server, and the confirmation mail. */
export interface NewsletterMail {
  tokens: NewsletterTokens;
  mailer: Mailer;
  from: string;
  siteUrl: string;
  logger: Logger;
  /** The site's title and logo for a mail's band and words, as the settings say now. */
  brand(): Promise<MailBrand>;
  confirmUrl(token: string): string;
  unsubscribeUrl(subscriberId: string): string;
  /**
   * The confirmation mail for a sign-up, tried again after a temporary refusal; failures are
   * logged, never shown to the visitor (who can ask again from the band or the link's page).
   */
  sendConfirmation(signup: Signup): Promise<void>;
}

/** Tries of a confirmation mail before it is given up (the visitor can ask for a new one). */
const CONFIRMATION_ATTEMPTS = 3;

/** Copies an issue has in flight at once, each on its own SMTP connection. */
export const MAIL_CONNECTIONS = 4;

export function createNewsletterMail(config: Config, logger: Logger, mailer?: Mailer, settings: SiteSettingsReader = DEFAULT_SETTINGS_READER): NewsletterMail {
  const tokens = new NewsletterTokens(config.newsletterSecret);
  const transport = mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger, connections: MAIL_CONNECTIONS });
  const linkUrl = (page: string, token: string) => `${config.siteUrl}${NEWSLETTER_LINK_PREFIX}/${page}?token=${encodeURIComponent(token)}`;
  const confirmUrl = (token: string) => linkUrl('confirm', token);
  const unsubscribeUrl = (id: string) => linkUrl('unsubscribe', tokens.unsubscribeToken(id));
  const from = config.mailFrom;
  const brand = async () => mailBrand(await settings.site(), config.siteUrl);

  async function sendConfirmation(signup: Signup): Promise<void> {
    const link = confirmUrl(tokens.confirmToken(signup.claims));
    const leave = unsubscribeUrl(signup.id);
    const mail = await confirmationMail({ from, to: signup.email, siteUrl: config.siteUrl, brand: await brand(), confirmUrl: link, unsubscribeUrl: leave });
    // A temporary refusal is tried again, as issue copies are (retry delay doubling), a few times:
    // the link is only useful while the visitor still waits for it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await transport.send(mail);
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

  return { tokens, mailer: transport, from, siteUrl: config.siteUrl, logger, brand, confirmUrl, unsubscribeUrl, sendConfirmation };
}
