import { describe, expect, it } from 'vitest';
import { settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage, metaContent } from './pageHelpers.ts';

/** The screens behind mail links (newsletter, accounts) in the site's frame, as a visitor's browser gets them. */
describe('the mail links’ screens in the site’s look', () => {
  const app = useTestApp({ serveSite: true });

  it('carry the site’s navigation and footer, its stylesheets and no script', async () => {
    const page = await fetchPage(`${app.url}/account/forgot`);
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe(`Forgot your password? | ${SETTINGS_DEFAULTS.siteTitle}`);
    expect(page.doc.querySelector('nav #site-menu')).not.toBeNull();
    // Off the landing, the navigation and the footer lead back to the landing's sections.
    expect(page.doc.querySelector('nav a[href="/#learn"], nav a[href^="/#"]')).not.toBeNull();
    expect(page.doc.querySelector('footer.footer a[href="/#about"]')).not.toBeNull();
    expect(page.doc.querySelector('main#main h1')?.textContent).toBe('Forgot your password?');
    expect(page.doc.querySelector('main#main form input#email')).not.toBeNull();
    expect(page.doc.querySelectorAll('style[data-href]').length).toBeGreaterThan(0);
    // Only same-origin scripts (and the rendered pages' starter, by its hash) may run under the CSP, and this screen needs none.
    expect(page.doc.querySelectorAll('script')).toHaveLength(0);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
    expect(metaContent(page.doc, 'robots')).toBe('noindex');
  });

  it('follow the settings’ title, theme and font without a restart', async () => {
    const body = { ...(SETTINGS_DEFAULTS as SettingsInput), siteTitle: 'Dink Society', themeMode: 'dark', font: 'Lato' } as SettingsInput;
    const { response } = await settingsUpdate({ client: app.admin, body });
    expect(response?.status).toBe(200);
    const page = await fetchPage(`${app.url}/newsletter/unsubscribe?token=nothing`);
    expect(page.status).toBe(400);
    expect(page.doc.title).toBe('This link does not work | Dink Society');
    expect(page.doc.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(metaContent(page.doc, 'color-scheme')).toBe('dark');
    expect(page.doc.querySelector('style[data-site-font]')?.getAttribute('data-site-font')).toBe('Lato');
    expect(page.doc.querySelector('footer.footer')).not.toBeNull();
  });
});
