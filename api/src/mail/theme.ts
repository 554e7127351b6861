/**
 * The site's palette and type, as mail clients need them: literal values for inline styles
 * (the same greens as web/src/site: headings and bands #0b3d2c, buttons #146c43, accent #d7e84f).
 */
export const mailTheme = {
  band: '#0b3d2c',
  bandText: '#f1f7f3',
  accent: '#d7e84f',
  button: '#146c43',
  buttonText: '#ffffff',
  link: '#0f5132',
  heading: '#0b3d2c',
  text: '#1f2a24',
  muted: '#4a5650',
  page: '#eef5f0',
  card: '#ffffff',
  rule: '#d6e2da',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

/**
 * Colours for clients that honour `prefers-color-scheme` (Apple Mail, Outlook apps): the card turns
 * dark and its text light; the band and the button keep their greens. Clients that invert on their
 * own meet solid backgrounds everywhere and a logo that carries its own fill and outline.
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { background-color: #eef5f0; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #101813 !important; }
  .mail-card { background-color: #1b2620 !important; }
  .mail-text, .mail-heading { color: #e6efe9 !important; }
  .mail-muted { color: #b5c4bb !important; }
  .mail-link { color: #d7e84f !important; }
}
@media only screen and (max-width: 620px) {
  .mail-card-cell { padding: 20px !important; }
}
`;
