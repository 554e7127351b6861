import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { HomePage, HomeSection } from '../../../codegen/hey-api/types.gen.ts';
import { HOME_MESSAGES } from '../../../common/homepage.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';
import { call } from '../users/staff.ts';

const HERO_TITLE = '#hero .hero__title';

/** The editor's Preview: the sections on screen drawn as the landing, nothing saved. */
describe('home page preview of the sections on screen', () => {
  const app = useTestApp({ serveSite: true });
  const draft = async () => (await call(app, app.cookie, 'GET', '/api/homepage')).body as unknown as HomePage;
  const preview = (sections: unknown) => call(app, app.cookie, 'POST', '/api/homepage/preview', { sections });

  it('refuses what a save refuses, with the same texts, and stores nothing', async () => {
    const before = await draft();
    const bad: HomeSection[] = [
      { kind: 'hero', anchor: 'hero', hidden: false, heading: 'Hi', buttons: [{ label: 'Run', href: 'javascript:alert(1)' }] },
      { kind: 'guides', anchor: 'hero', hidden: false, heading: 'Guide' },
    ];
    const [saved, previewed] = [await call(app, app.cookie, 'PUT', '/api/homepage', { sections: bad }), await preview(bad)];
    expect(previewed.status).toBe(400);
    expect(previewed.body.errors).toEqual({ 'sections.0.buttons.0.href': HOME_MESSAGES.link, 'sections.1.anchor': HOME_MESSAGES.anchorTaken });
    expect(previewed.body.errors).toEqual(saved.body.errors);
    // What the contract states is refused before the service, the same way.
    const outOfRange = [
      { kind: 'events', anchor: '', hidden: false, heading: 'Soon', count: 9 },
      { kind: 'guides', anchor: '', hidden: false, heading: '  ' },
    ];
    const [savedRange, previewedRange] = [await call(app, app.cookie, 'PUT', '/api/homepage', { sections: outOfRange }), await preview(outOfRange)];
    expect(previewedRange.status).toBe(400);
    expect(previewedRange.body.errors).toEqual({ 'sections.0.count': HOME_MESSAGES.eventCount, 'sections.1.heading': HOME_MESSAGES.headingRequired });
    expect(previewedRange.body.errors).toEqual(savedRange.body.errors);
    expect(await draft()).toEqual(before);
  });

  // Two renders of the landing and a preview: more than the default 20 s on a busy machine.
  it('draws the unsaved sections, sanitized and without scripts, while / and the saved draft stay as they were', { timeout: 90_000 }, async () => {
    const before = await draft();
    const live = await fetchPage(`${app.url}/`);
    const oldHeading = live.doc.querySelector(HERO_TITLE)?.textContent;
    expect(oldHeading).toBeTruthy();
    const sections: HomeSection[] = before.sections.map((section) => (section.kind === 'hero' ? { ...section, heading: 'Riverside Pickleball Club, unsaved' } : section));
    sections.push(
      { kind: 'text', anchor: 'winter', hidden: false, heading: 'Winter hours', text: '<p>Indoors <script>alert(1)</script><img src="/x.png" alt="" onerror="alert(2)"></p>' },
      { kind: 'events', anchor: 'clinics', hidden: false, heading: 'Clinics', eventKind: 'clinic' },
    );
    const answer = await preview(sections);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toContain('no-store');
    const html = String(answer.body.html);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector(HERO_TITLE)?.textContent).toBe('Riverside Pickleball Club, unsaved');
    expect(doc.body.textContent).toContain('Preview - not published');
    expect(doc.querySelector('title')?.textContent).toMatch(/^Preview: /);
    // Nothing from the body runs: no script but the page's structured data, no handlers.
    for (const script of doc.querySelectorAll('script')) expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('onerror');
    expect(doc.querySelector('#winter p')?.textContent).toBe('Indoors ');
    // An events section with nothing coming says so, and links to every event.
    expect(doc.querySelector('#clinics')?.textContent).toContain('No clinic sessions on the calendar yet.');
    expect(doc.querySelector('#clinics a[href="/events"]')?.textContent).toBe('See all events');

    expect(await draft()).toEqual(before);
    const after = await fetchPage(`${app.url}/`);
    expect(after.doc.querySelector(HERO_TITLE)?.textContent).toBe(oldHeading);
  });
});
