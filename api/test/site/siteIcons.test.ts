import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { settingsUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import type { SettingsInput } from '../../../codegen/hey-api/types.gen.ts';
import { SETTINGS_DEFAULTS } from '../../../common/settings.ts';
import { makePng, upload } from '../helpers/images.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from './pageHelpers.ts';

/** The icons browsers, phones and installed apps take from the settings' icon. */
describe('the site’s icons', () => {
  const app = useTestApp({ serveSite: true });

  const useIcon = async (name: string, type: string, bytes: Buffer) => {
    const stored = await upload(app.url, app.cookie, [{ field: 'image', name, type, bytes }]);
    expect(stored.status).toBe(201);
    const { response } = await settingsUpdate({ client: app.admin, body: { ...(SETTINGS_DEFAULTS as SettingsInput), icon: String(stored.body.url) } });
    expect(response?.status).toBe(200);
  };

  /** Fetches an icon as a browser would and reads its size from its bytes. */
  const square = async (href: string | null | undefined) => {
    expect(href).toMatch(/^\/api\/uploads\//);
    const response = await fetch(`${app.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return `${meta.format} ${meta.width}x${meta.height}`;
  };

  const manifestIcons = async () => {
    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as { icons: { src: string; sizes: string; type: string }[] };
    return manifest.icons;
  };

  it('links a 32 px favicon and a 180 px apple-touch-icon from every page head, made from a wide icon', async () => {
    await useIcon('wide.png', 'image/png', makePng(300, 120));
    for (const path of ['/', '/blog', '/account/forgot', '/no-such-page']) {
      const { doc } = await fetchPage(`${app.url}${path}`);
      const icons = [...doc.querySelectorAll('link[rel="icon"]')];
      expect(icons, path).toHaveLength(1);
      expect(icons[0]!.getAttribute('sizes')).toBe('32x32');
      expect(await square(icons[0]!.getAttribute('href'))).toBe('png 32x32');
      const apple = doc.querySelector('link[rel="apple-touch-icon"]');
      expect(await square(apple?.getAttribute('href'))).toBe('png 180x180');
    }
  });

  it('lists 192 and 512 px PNGs in the web manifest', async () => {
    const icons = await manifestIcons();
    expect(icons.map((icon) => `${icon.type} ${icon.sizes}`)).toEqual(['image/png 192x192', 'image/png 512x512']);
    expect(await Promise.all(icons.map((icon) => square(icon.src)))).toEqual(['png 192x192', 'png 512x512']);
  });

  it('draws an SVG icon sharp at every size', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#0f5132"/></svg>';
    await useIcon('ball.svg', 'image/svg+xml', Buffer.from(svg));
    const icons = await manifestIcons();
    expect(icons.every((icon) => icon.src.endsWith('.png'))).toBe(true);
    const large = await fetch(`${app.url}${icons[1]!.src}`);
    const { data, info } = await sharp(Buffer.from(await large.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    // The middle of the ball is drawn in its own colour, opaque (rasterised at 512 px, not a blurred 16 px).
    const middle = (256 * 512 + 256) * info.channels;
    expect([...data.subarray(middle, middle + 4)]).toEqual([0x0f, 0x51, 0x32, 255]);
  });

  it('keeps the site’s ball when no icon is set', async () => {
    const { response } = await settingsUpdate({ client: app.admin, body: SETTINGS_DEFAULTS as SettingsInput });
    expect(response?.status).toBe(200);
    const { doc } = await fetchPage(`${app.url}/blog`);
    expect([...doc.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href'))).toEqual(['/favicon.svg']);
    expect((await manifestIcons()).map((icon) => icon.src)).toEqual(['/favicon.svg']);
  });
});
