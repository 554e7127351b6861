import { eventually, type NewsletterTestApp } from '../newsletter/newsletterApp.ts';
import { linksIn } from '../newsletter/smtpSink.ts';

export type Role = 'viewer' | 'author' | 'editor' | 'admin';

/** A JSON request to the test app with a session cookie (or none). */
export async function call(app: { url: string }, cookie: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(app.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { detail?: string }, response };
}

/** A JSON POST from the client address `address` (the test app trusts X-Forwarded-For from loopback), so limits per address stay per test. */
export async function postFrom(app: { url: string }, address: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(app.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { detail?: string }, response };
}

/** The token of the newest mailed link to `page` for `email`. */
export async function mailedToken(app: NewsletterTestApp, email: string, page: string, after = 0): Promise<string> {
  const mail = await eventually(() => app.sink.to(email).filter((m) => m.at > after).at(-1), `a mail to ${email}`);
  const link = linksIn(mail, page)[0];
  if (!link) throw new Error(`no ${page} link in the mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

export const STAFF_PASSWORD = 'a long enough secret';

/** Invites (as `by`), accepts the mailed invitation and answers the new account's id and session cookie. */
export async function staffMember(app: NewsletterTestApp, role: Role, username: string, by = app.cookie): Promise<{ id: number; cookie: string; email: string }> {
  const email = `${username}@example.com`;
  const invited = await call(app, by, 'POST', '/api/users', { username, email, role });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.body?.detail}`);
  const token = await mailedToken(app, email, '/account/setup');
  const accepted = await call(app, undefined, 'POST', '/api/auth/invitations/accept', { token, password: STAFF_PASSWORD });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.body?.detail}`);
  const cookie = (accepted.response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: accepted.body.id as number, cookie, email };
}
