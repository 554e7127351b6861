import sanitizeHtml from 'sanitize-html';

const SVG_TAGS = [
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'tspan', 'defs',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol', 'use', 'title', 'desc',
];

const SVG_ATTRIBUTES = [
  'id', 'class', 'viewBox', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd',
  'points', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity', 'transform', 'offset',
  'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'fx', 'fy', 'font-family',
  'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'preserveAspectRatio',
  'xmlns', 'xmlns:xlink', 'version', 'clip-path', 'clip-rule', 'mask', 'patternUnits', 'patternTransform',
  'href', 'xlink:href', 'role', 'aria-label', 'aria-hidden', 'dx', 'dy', 'rotate', 'visibility', 'display',
];

/** url(...) that points anywhere but a fragment of the same document. */
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed', 'audio', 'video'],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
        if (EXTERNAL_URL.test(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

/** Whether the bytes read as an SVG document (after an optional XML declaration, comments and doctype). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  const stripped = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, '');
  return /^\s*<svg[\s>]/.test(stripped);
}

/** The SVG with no scripts, event handlers, styles, foreign content or external references. */
export function sanitizeSvg(bytes: Buffer): Buffer | undefined {
  const clean = sanitizeHtml(bytes.toString('utf8'), OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean)) return undefined;
  return Buffer.from(clean, 'utf8');
}
