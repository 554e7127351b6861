import { ActionMail } from '../mail/ActionMail.tsx';
import { mailBrand } from '../mail/brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/render.ts';
import { DEFAULT_SETTINGS_READER, type SiteSettingsReader } from '../settings/reader.ts';
import type { BackupFailure } from './backups.ts';

export interface BackupMailDeps {
  mailer: Mailer;
  from: string;
  siteUrl: string;
  /** The owner's address, or null when there is no owner yet. */
  ownerEmail: () => Promise<string | null>;
  settings?: SiteSettingsReader;
}

/** The mail to the owner when a backup could not be written. */
export function createBackupFailureMail({ mailer, from, siteUrl, ownerEmail, settings = DEFAULT_SETTINGS_READER }: BackupMailDeps) {
  return async ({ at, reason }: BackupFailure): Promise<void> => {
    const to = await ownerEmail();
    if (!to) return;
    const site = await settings.site();
    const { html, text } = await renderMail(
      <ActionMail
        siteUrl={siteUrl}
        brand={mailBrand(site, siteUrl)}
        heading="A backup of the site failed"
        body={`The daily backup of ${site.siteTitle} started at ${at} could not be written (${reason}). The earlier backups are kept as they were; the server tries again in a day.`}
        action={{ label: 'Open the dashboard', url: `${siteUrl}/n4n4` }}
        notes="Check the free space of the disk that holds the backups and the server's log (could not write a backup of the site). Until a backup succeeds, the newest one is the one before."
        footer={{ reason: `You get this as the owner of ${site.siteTitle}.` }}
      />,
    );
    await mailer.send({ from, to, subject: `A backup of ${site.siteTitle} failed`, text, html, links: [] });
  };
}
