import type { Browser } from '@playwright/test';

export interface LandingResult {
  /** Encoded (Brotli or gzip, as served) body bytes of every script of the first load. */
  bodyBytes: number;
  /** Their response headers. */
  headerBytes: number;
  scripts: { url: string; bodyBytes: number; headerBytes: number; encoding: string }[];
  /** Scripts whose name or code shows react-admin or MUI. */
  adminCode: string[];
}

/** The admin route chunk's name, and strings react-admin and MUI code keeps after minifying. */
const NAME_MARKERS = [/n4n4/, /react-admin/, /mui/i];
const CODE_MARKERS = [/react-admin/, /@mui\//, /\bMui[A-Z][A-Za-z]+/, /\bRa[A-Z][a-z]{2,}/];

/** Opens a page in a fresh context (empty cache) and weighs the JavaScript it downloads. */
export async function measureLanding(browser: Browser, url: string): Promise<LandingResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ url: string; bodyBytes: number; headerBytes: number; encoding: string; code: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const code = response ? (await response.body()).toString('utf8') : '';
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return { url: request.url(), bodyBytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize, encoding, code };
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const scripts = await Promise.all(pending);
    const adminCode = scripts.filter((s) => NAME_MARKERS.some((m) => m.test(new URL(s.url).pathname)) || CODE_MARKERS.some((m) => m.test(s.code))).map((s) => s.url);
    return {
      bodyBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0),
      headerBytes: scripts.reduce((sum, s) => sum + s.headerBytes, 0),
      scripts: scripts.map(({ code: _code, ...script }) => script),
      adminCode,
    };
  } finally {
    await context.close();
  }
}
