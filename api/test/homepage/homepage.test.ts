import { describe, expect, it } from 'vitest';
import { homepageGet, homepagePublic, homepagePublish, homepageRestore, homepageUpdate, homepageVersions } from '../../../codegen/hey-api/sdk.gen.ts';
import type { HomeSection } from '../../../codegen/hey-api/types.gen.ts';
import { HOME_MESSAGES } from '../../../common/homepage.ts';
import { seedHomePage } from '../../src/homepage/seed.ts';
import { useTestApp } from '../helpers/testApp.ts';

const HERO: HomeSection = { kind: 'hero', anchor: 'hero', hidden: false, heading: 'Welcome to Riverside Pickleball Club', buttons: [{ label: 'Join us', href: '#courts' }] };
const COURTS: HomeSection = { kind: 'courts', anchor: 'courts', hidden: false, heading: 'Find a Court Near You' };
const NOTE: HomeSection = { kind: 'text', anchor: 'note', hidden: true, heading: 'Winter hours', text: '<p>Indoor only.</p>' };

describe('home page API', () => {
  const app = useTestApp();
  const publicPage = async () => (await homepagePublic({ client: app.anonymous })).data!;
  const save = (sections: HomeSection[]) => homepageUpdate({ client: app.admin, body: { sections } });

  it("answers today's landing before any save, live as version 0", async () => {
    const { data } = await homepageGet({ client: app.admin });
    expect(data).toMatchObject({ id: 'site', version: 0, savedAt: null, publishedVersion: 0 });
    const headings = data!.sections.map((section) => section.heading);
    expect(headings).toContain('How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community');
    expect(headings).toContain('What Makes Us Different');
    expect(data!.sections.map((section) => section.anchor).filter(Boolean)).toEqual([
      'hero', 'learn', 'beginner-guides', 'skills-strategy', 'glossary-faq', 'equipment', 'paddles', 'balls-nets', 'shoes-apparel', 'accessories', 'comparison-charts', 'shop', 'courts', 'events', 'blog', 'about',
    ]);
    expect((await publicPage()).sections).toEqual(data!.sections);

    // The start-up seed stores it as version 1, live, and only once.
    await seedHomePage({ info: () => {} });
    await seedHomePage({ info: () => {} });
    const seeded = (await homepageGet({ client: app.admin })).data!;
    expect(seeded).toMatchObject({ version: 1, publishedVersion: 1, sections: data!.sections });
    expect((await homepageVersions({ client: app.admin })).data!.map((row) => row.version)).toEqual([1]);
  });

  it('keeps a save as a draft: the public page and its cache change only when it is published', async () => {
    const before = await publicPage();
    const saved = await save([HERO, COURTS, NOTE]);
    expect(saved.response?.status).toBe(200);
    expect(saved.data).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(await publicPage()).toEqual(before);

    const published = await homepagePublish({ client: app.admin });
    expect(published.data).toMatchObject({ version: 2, publishedVersion: 2 });
    expect(published.data!.publishedAt).not.toBeNull();
    expect((await publicPage()).sections).toEqual([HERO, COURTS]);
  });

  it('restores an earlier version as the draft, leaving the live page until it is published', async () => {
    const first = (await save([HERO])).data!;
    await homepagePublish({ client: app.admin });
    const second = (await save([{ ...HERO, heading: 'Second try' }])).data!;
    const restored = await homepageRestore({ client: app.admin, path: { version: first.version } });
    expect(restored.data).toMatchObject({ version: second.version + 1, publishedVersion: first.version, sections: [HERO] });
    const versions = (await homepageVersions({ client: app.admin })).data!;
    expect(versions[0]).toMatchObject({ version: second.version + 1, sections: 1, published: false });
    expect(versions.find((row) => row.version === first.version)).toMatchObject({ published: true });
    expect((await homepageRestore({ client: app.admin, path: { version: 999 } })).response?.status).toBe(404);
  });

  it('refuses links a browser would run or that leave the site by //host, and bad images, naming each field', async () => {
    const before = (await homepageGet({ client: app.admin })).data!;
    const answer = await save([
      { ...HERO, buttons: [{ label: 'Run', href: 'javascript:alert(1)' }, { label: 'Data', href: 'data:text/html,hi' }, { label: 'Away', href: '//evil.example/x' }] },
      { kind: 'cards', anchor: '', hidden: false, cards: [{ heading: 'Card', text: 'Text', link: { label: 'Go', href: 'JavaScript:void(0)' } }] },
      { ...NOTE, image: { src: 'data:image/png;base64,AAAA', alt: 'x' } },
      { ...COURTS, anchor: 'hero' },
    ]);
    expect(answer.response?.status).toBe(400);
    expect(answer.error).toMatchObject({
      errors: {
        'sections.0.buttons.0.href': HOME_MESSAGES.link,
        'sections.0.buttons.1.href': HOME_MESSAGES.link,
        'sections.0.buttons.2.href': HOME_MESSAGES.link,
        'sections.1.cards.0.link.href': HOME_MESSAGES.link,
        'sections.2.image.src': HOME_MESSAGES.image,
        'sections.3.anchor': HOME_MESSAGES.anchorTaken,
      },
    });
    expect((await homepageGet({ client: app.admin })).data!.version).toBe(before.version);
    // What the contract states is refused before the service: an anchor that is no id, a blank
    // label, a blank heading where the section is drawn under one (a section of cards needs none).
    const bad = await save([
      { ...HERO, anchor: 'Not An Id', buttons: [{ label: ' ', href: '#x' }] },
      { kind: 'guides', anchor: 'guide', hidden: false, heading: '   ' },
      { kind: 'cards', anchor: '', hidden: false, cards: [{ heading: 'Card', text: 'Text' }] },
    ]);
    expect(bad.response?.status).toBe(400);
    expect(bad.error).toMatchObject({
      errors: { 'sections.0.anchor': HOME_MESSAGES.anchor, 'sections.0.buttons.0.label': HOME_MESSAGES.labelRequired, 'sections.1.heading': HOME_MESSAGES.headingRequired },
    });
    expect(Object.keys((bad.error as { errors: object }).errors)).toHaveLength(3);
  });

  it('keeps site paths, section anchors, web and mail links, and sanitizes text to what the editor makes', async () => {
    const saved = await save([
      { ...HERO, buttons: [{ label: 'Blog', href: '/blog' }, { label: 'Rules', href: 'https://usapickleball.org/' }, { label: 'Mail', href: 'mailto:club@example.com' }] },
      {
        ...NOTE,
        hidden: false,
        text: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">x</a><a href="https://example.com">y</a></p><ul class="pill-list evil"><li>One</li></ul><iframe src="https://x"></iframe>',
        columns: [{ anchor: 'left', html: '<h3>Left</h3><img src="data:image/png;base64,AA" alt="x"><details><summary>Q</summary><p>A</p></details>' }],
        image: { src: '/uploads/2026/court.webp', alt: '  Indoor courts  ' },
      },
    ]);
    expect(saved.response?.status).toBe(200);
    const [hero, note] = saved.data!.sections;
    expect(hero!.buttons!.map((button) => button.href)).toEqual(['/blog', 'https://usapickleball.org/', 'mailto:club@example.com']);
    expect(note!.text).toBe('<p>Hi <a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">y</a></p><ul class="pill-list"><li>One</li></ul>');
    expect(note!.columns).toEqual([{ anchor: 'left', html: '<h3>Left</h3><img alt="x" /><details><summary>Q</summary><p>A</p></details>' }]);
    expect(note!.image).toEqual({ src: '/uploads/2026/court.webp', alt: 'Indoor courts' });
  });

  it('keeps the guides\' glossary and questions as the rich editor saves them, without the empty line it keeps below', async () => {
    const glossary = '<h3>Glossary</h3><dl class="glossary"><dt>Dink</dt><dd>A soft shot.</dd></dl>';
    const faq = '<div class="faq"><details><summary>Is it hard?</summary><p>No.</p></details></div>';
    const saved = await save([{ kind: 'guides', anchor: 'glossary-faq', hidden: false, heading: 'Glossary/FAQ', text: '<p class="note">Read on.</p><p></p><p></p>', columns: [{ anchor: '', html: `${glossary}<p></p>` }, { anchor: 'faq', html: `${faq}<p></p>` }] }]);
    expect(saved.response?.status).toBe(200);
    expect(saved.data!.sections[0]).toMatchObject({ text: '<p class="note">Read on.</p>', columns: [{ anchor: '', html: glossary }, { anchor: 'faq', html: faq }] });
  });
});
