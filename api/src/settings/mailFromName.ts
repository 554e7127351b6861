import type { Mailer } from '../mail/mailer.ts';
import type { SiteSettingsReader } from './reader.ts';

/** The address of a From header (`"Name" <a@b>` or a bare address). */
export function fromAddress(from: unknown): string {
  if (from && typeof from === 'object' && 'address' in from) return String((from as { address: string }).address);
  const text = String(from ?? '');
  return /<([^<>]+)>\s*$/.exec(text)?.[1] ?? text.trim();
}

/** Every mail goes out under the site's title as its From name, as the settings say at sending time. */
export function withSiteName(mailer: Mailer, settings: SiteSettingsReader): Mailer {
  return {
    async send(mail) {
      const site = await settings.site();
      await mailer.send({ ...mail, from: { name: site.siteTitle, address: fromAddress(mail.from) } });
    },
    close: () => mailer.close(),
  };
}
