import { expect } from 'vitest';
import { MEMBER_COOKIE } from '../../../common/members.ts';
import { eventually, type NewsletterTestApp } from '../newsletter/newsletterApp.ts';
import { linksIn } from '../newsletter/smtpSink.ts';

let clientNumber = 0;

/** Asks for a sign-in link from a client address of its own (or `client`). */
export const askLink = (app: NewsletterTestApp, email: string, client = `10.42.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`, returnTo?: string) =>
  fetch(`${app.url}/api/members/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email, ...(returnTo && { returnTo }) }),
  });

/** Asks for a link and gives the one the mail carries, pointed at the test app. */
export async function mailedLink(app: NewsletterTestApp, email: string, returnTo?: string): Promise<string> {
  const count = app.sink.to(email).length;
  const response = await askLink(app, email, undefined, returnTo);
  expect(response.status).toBe(202);
  const mail = await eventually(() => app.sink.to(email)[count], `the sign-in mail to ${email}`);
  return app.local(linksIn(mail, '/members/sign-in')[0]!);
}

/** Presses the button of a link's page. */
export const press = (app: NewsletterTestApp, link: string) => {
  const { pathname, searchParams } = new URL(link);
  return fetch(app.url + pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: searchParams.get('token')! }),
  });
};

/** The `name=value` of the member cookie an answer sets. */
export const memberCookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`))?.split(';')[0];

/** Signs a member in through the mail link; gives the member cookie. */
export async function signedInMember(app: NewsletterTestApp, email: string): Promise<string> {
  const answer = await press(app, await mailedLink(app, email));
  expect(answer.status).toBe(303);
  return memberCookieOf(answer)!;
}
