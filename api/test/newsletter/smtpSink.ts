import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One message as the sink received it. */
export interface SunkMail {
  to: string[];
  raw: string;
  /** Header names lowercased; folded lines joined. */
  headers: Record<string, string>;
  /** The raw message with quoted-printable undone, for finding links. */
  decoded: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: SunkMail[];
  /** Messages sent to this address (case-insensitive). */
  to(address: string): SunkMail[];
  /** Refuse the next `times` deliveries to `address` with this SMTP code (4xx temporary, 5xx permanent). */
  refuse(address: string, code: number, times?: number): void;
  close(): Promise<void>;
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Links of the site found in a message. */
export function linksIn(mail: SunkMail, pathPrefix: string): string[] {
  return [...mail.decoded.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')).filter((url) => new URL(url).pathname.startsWith(pathPrefix));
}

/** One part of a multipart message: its content type (without parameters) and its decoded body. */
export interface MailPart {
  type: string;
  body: string;
}

/** The parts of a multipart message (one level deep), quoted-printable undone; a single part otherwise. */
export function partsOf(mail: SunkMail): MailPart[] {
  const contentType = mail.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const sections = boundary ? mail.raw.split(`--${boundary}`).slice(1, -1) : [mail.raw];
  return sections.map((section) => {
    const headers = parseHeaders(section.replace(/^\r?\n/, ''));
    const body = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/).slice(1).join('\n\n');
    const quoted = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '');
    const base64 = /base64/i.test(headers['content-transfer-encoding'] ?? '');
    const decoded = quoted ? Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8') : base64 ? Buffer.from(body, 'base64').toString('utf8') : body;
    return { type: (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase(), body: decoded };
  });
}

/** An SMTP server in the test process that keeps every message (no network beyond loopback). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    // Pooled clients keep their connections open: close them soon after close() instead of waiting 30 s.
    closeTimeout: 500,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = Object.assign(new Error(refusal.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal.code });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, headers: parseHeaders(raw), decoded: decodeQuotedPrintable(raw), at: performance.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    to: (address) => mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    refuse: (address, code, times = 1) => refusals.set(address.toLowerCase(), { code, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
