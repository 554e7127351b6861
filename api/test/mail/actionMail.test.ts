import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../common/site.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { ActionMail } from '../../src/mail/ActionMail.tsx';
import { mailBrand } from '../../src/mail/brand.ts';
import { renderMail } from '../../src/mail/render.ts';

const SITE = 'https://pickleball.example';

describe('the shared mail template', () => {
  it('renders any one-action mail (an invitation here) in the site frame, with a plain-text part holding its links', async () => {
    const accept = `${SITE}/invitations/accept?token=abc123`;
    const { html, text } = await renderMail(
      createElement(ActionMail, {
        siteUrl: SITE,
        brand: mailBrand(SETTINGS_DEFAULTS, SITE),
        heading: 'You are invited to the back office',
        body: 'Sam added you as an editor.\n\nAccept within 7 days.',
        action: { label: 'Accept the invitation', url: accept },
        notes: 'If you were not expecting this, ignore it.',
        footer: { reason: 'You get this because an admin invited this address.' },
      }),
    );
    // The site's frame: its name, logo (absolute, PNG), green band, table layout and inline styles.
    expect(html).toContain(SITE_NAME);
    expect(html).toContain(`src="${SITE}/mail-logo.png"`);
    expect(html).toMatch(/<table[^>]*role="presentation"/);
    expect(html).toContain('background-color:#0b3d2c');
    expect(html).toContain('background-color:#146c43');
    expect(html).toMatch(/<h1[^>]*style="[^"]+"[^>]*>You are invited to the back office<\/h1>/);
    // Dark mode: declared, with colours for clients that ask.
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('prefers-color-scheme: dark');
    // The dark rules can reach every coloured surface: the page and the card carry their classes.
    expect(html).toMatch(/class="mail-page" style="background-color:#eef5f0/);
    expect(html).toMatch(/class="mail-card" style="background-color:#ffffff/);
    expect(html.match(new RegExp(`href="${accept.replace(/[.?]/g, '\\$&')}"`, 'g'))).toHaveLength(2);

    expect(text).toContain('You are invited to the back office');
    expect(text).toContain('Sam added you as an editor.');
    expect(text).toContain(`Accept the invitation ${accept}`);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('escapes what people typed and never links anything but http(s)', async () => {
    const { html, text } = await renderMail(
      createElement(ActionMail, {
        siteUrl: SITE,
        brand: mailBrand(SETTINGS_DEFAULTS, SITE),
        heading: '<script>alert(1)</script>',
        body: 'Hello <b>there</b>',
        action: { label: 'Go', url: 'javascript:alert(1)' },
        footer: { reason: 'Test.' },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>there</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(text).toContain('Hello <b>there</b>');
  });
});
