import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { siteFrame } from '../../src/site/rendering/siteFrame.ts';

/** Without the site's build (the API served alone), a framed screen still follows the settings and escapes what it shows. */
describe('a framed screen without the site build', () => {
  const site = { ...SETTINGS_DEFAULTS, siteTitle: 'Dinks & Drops', themeMode: 'system', font: 'Roboto' } as unknown as PublicSettings;
  const frame = siteFrame({ publicPart: async () => site });

  it('is drawn in the settings’ title, theme and font, with no script, and escapes its texts', async () => {
    const html = await frame.document({
      title: 'Check <your> inbox',
      paragraphs: ['A <script>alert(1)</script> line', 'Second "line"'],
      forms: '<form method="post"><button type="submit">Go</button></form>',
      links: [['/?a=1&b=2', 'Back to <home>']],
    });
    const doc = new JSDOM(html).window.document;
    expect(doc.title).toBe('Check <your> inbox | Dinks & Drops');
    expect(doc.documentElement.getAttribute('data-theme')).toBe('system');
    expect(doc.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');
    expect(doc.querySelector('style[data-site-font]')?.getAttribute('data-site-font')).toBe('Roboto');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect([...doc.querySelectorAll('main p')].map((p) => p.textContent)).toEqual(['A <script>alert(1)</script> line', 'Second "line"', 'Back to <home>']);
    expect(doc.querySelector('main a')?.getAttribute('href')).toBe('/?a=1&b=2');
    expect(doc.querySelector('main form button')?.textContent).toBe('Go');
  });
});
