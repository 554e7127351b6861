import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Logger } from '../logger.ts';

export interface OutgoingMail extends Mail.Options {
  to: string;
  /** Links the message carries, logged when it goes to the outbox so a developer can follow them. */
  links: string[];
}

export interface Mailer {
  /** Sends one message; rejects with the SMTP error (its `responseCode` tells temporary from permanent). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP_URL with nodemailer; without it (local use) each message is written to
 * `DATA_DIR/outbox/` as an .eml file and its links are logged.
 */
export function createMailer(options: { smtpUrl: string | undefined; dataDir: string; logger: Logger; connections: number }): Mailer {
  const { smtpUrl, dataDir, logger, connections } = options;
  if (smtpUrl) {
    // A pool of connections (unless the URL says otherwise): one per copy in flight.
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
    const transport: Transporter = nodemailer.createTransport(url.href);
    return {
      async send({ links: _links, ...mail }) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ links, ...mail }) {
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ file, subject: mail.subject, links }, 'newsletter mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
