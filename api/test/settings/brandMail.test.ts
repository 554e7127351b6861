import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { TEST_SITE_URL } from '../helpers/testApp.ts';
import { eventually, useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { linksIn, partsOf } from '../newsletter/smtpSink.ts';
import { call, postFrom, staffMember } from '../users/staff.ts';

const TITLE = 'Riverside Pickleball Club';
const LOGO = 'https://cdn.riverside.example/riverside-logo.png';

/** The first mail to `email` after `after`: its subject, From, HTML and plain-text parts. */
async function mailTo(app: ReturnType<typeof useNewsletterApp>, email: string, after = 0) {
  const mail = await eventually(() => app.sink.to(email).find((m) => m.at > after), `a mail to ${email}`);
  const parts = partsOf(mail);
  return { mail, subject: mail.headers.subject, from: mail.headers.from, html: parts.find((p) => p.type === 'text/html')?.body ?? '', text: parts.find((p) => p.type === 'text/plain')?.body ?? '' };
}

/** The band of a mail: the owner's logo, named by the site's title, in place of the ball. */
function expectBrandedBand(html: string) {
  expect(html).toContain(`src="${LOGO}"`);
  expect(html).toContain(`alt="${TITLE}"`);
  expect(html).not.toContain('mail-logo.png');
  expect(html).not.toContain('Pickleball Hub');
}

describe('every mail carries the brand from the settings', () => {
  const app = useNewsletterApp();

  it('the invitation, password reset, newsletter confirmation and issue name the site and show its logo', async () => {
    const saved = await call(app, app.cookie, 'PUT', '/api/settings', { ...SETTINGS_DEFAULTS, siteTitle: TITLE, logo: LOGO, accentColor: '#1d4ed8' });
    expect(saved.status).toBe(200);

    const rita = await staffMember(app, 'author', 'rita');
    const invitation = await mailTo(app, 'rita@example.com');
    expect(invitation.subject).toBe(`You are invited to ${TITLE}`);
    expect(invitation.from).toContain(TITLE);
    expect(invitation.text).toContain(`You are invited to the ${TITLE} back office as author`);
    expect(invitation.text).toContain(`You get this because of a staff account on ${TITLE}.`);
    expectBrandedBand(invitation.html);

    // The mailed link's page is the site's frame, under the new title and in the accent colour.
    const setup = new URL(linksIn(invitation.mail, '/account/setup')[0]!);
    const page = await (await fetch(`${app.url}${setup.pathname}${setup.search}`)).text();
    expect(page).toContain(`| ${TITLE}</title>`);
    expect(page).toContain(`>Back to ${TITLE}</a>`);
    expect(page).toContain('--site-link: light-dark(#1d4ed8, #8fd3ad)');

    const resetAsked = await postFrom(app, '10.9.0.1', '/api/auth/password-reset', { email: rita.email });
    expect(resetAsked.status).toBeLessThan(300);
    const reset = await mailTo(app, rita.email, invitation.mail.at);
    expect(reset.subject).toBe(`Reset your ${TITLE} password`);
    expect(reset.text).toContain(`asked to reset the password of rita on ${TITLE}.`);
    expectBrandedBand(reset.html);

    const subscribed = await postFrom(app, '10.9.0.2', '/api/public/newsletter', { email: 'reader@example.com' });
    expect(subscribed.status).toBe(202);
    const confirmation = await mailTo(app, 'reader@example.com');
    expect(confirmation.subject).toBe(`Confirm your subscription to the ${TITLE} newsletter`);
    expect(confirmation.text).toContain(`asked to get the ${TITLE} weekly newsletter`);
    expectBrandedBand(confirmation.html);
    const confirm = new URL(linksIn(confirmation.mail, '/newsletter/confirm')[0]!);
    const confirmed = await (await fetch(`${app.url}${confirm.pathname}${confirm.search}`)).text();
    expect(confirmed).toContain(`The ${TITLE} newsletter will reach you every week.`);

    const draft = await call(app, app.cookie, 'GET', '/api/newsletter/draft');
    expect(draft.body.subject).toBe(`This week at ${TITLE}`);
    const issue = await call(app, app.cookie, 'POST', '/api/newsletter/issues', { subject: draft.body.subject, intro: 'Courts reopen Monday.', posts: [] });
    expect(issue.status).toBe(201);
    expect((await call(app, app.cookie, 'POST', `/api/newsletter/issues/${String(issue.body.id)}/test`, { email: 'editor@example.com' })).status).toBeLessThan(300);
    const copy = await mailTo(app, 'editor@example.com');
    expect(copy.subject).toBe(`[Test] This week at ${TITLE}`);
    expect(copy.text).toContain(`You get this because you subscribed to the ${TITLE} newsletter.`);
    expectBrandedBand(copy.html);
  });

  it('a site without a logo keeps the ball beside its title', async () => {
    expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...SETTINGS_DEFAULTS, siteTitle: TITLE })).status).toBe(200);
    expect((await postFrom(app, '10.9.0.3', '/api/public/newsletter', { email: 'plain@example.com' })).status).toBe(202);
    const { html } = await mailTo(app, 'plain@example.com');
    expect(html).toContain(`src="${TEST_SITE_URL}/mail-logo.png"`);
    expect(html).toMatch(new RegExp(`>${TITLE}</a>`));
  });
});
