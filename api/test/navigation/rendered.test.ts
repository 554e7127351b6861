import { describe, expect, it } from 'vitest';
import { navigationUpdate, pagesCreate, postsCreate } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';

/** The menus as the server renders them into every page, before any script. */
describe('navigation on the rendered pages', () => {
  const app = useTestApp({ serveSite: true });

  it('draws the saved menus on the home page, a post and a mail-link page at once, the groups as native disclosures', async () => {
    const page = (await pagesCreate({ client: app.admin, body: { title: 'Club schedule', slug: 'club-schedule', content: 'Tuesdays.', isPublished: true } })).data!;
    await postsCreate({ client: app.admin, body: { title: 'Dinking drills', slug: 'dinking-drills', content: '<p>Drill.</p>', publishStatus: 'published' } });
    // Rendered (and cached) with the default menus first: the footer's Blog goes to the blog.
    const before = await fetchPage(`${app.url}/`);
    expect(before.doc.querySelector('footer.footer a[href="/blog"]')?.textContent).toBe('Blog');
    // A fresh install's header leads to the events calendar, under COMMUNITY.
    const community = [...before.doc.querySelectorAll('header details[data-group]')].find((group) => group.querySelector('summary')?.textContent === 'COMMUNITY');
    expect(community?.querySelector('a[href="/events"]')?.textContent).toBe('Events');
    expect(before.doc.querySelector('header a[href="/club-schedule"]')).toBeNull();

    const saved = await navigationUpdate({
      client: app.admin,
      body: {
        header: [{ label: 'CLUB', entries: [{ label: 'Schedule', kind: 'page', pageId: page.id }, { label: 'Our Story', kind: 'section', anchor: 'our-story' }] }],
        footer: [{ label: 'Club', entries: [{ label: 'Weekly schedule', kind: 'page', pageId: page.id }] }],
        legal: [{ label: 'Rules', kind: 'url', url: 'https://usapickleball.org/rules' }],
      },
    });
    expect(saved.response?.status).toBe(200);

    for (const [path, landing] of [['/', true], ['/blog/dinking-drills', false], ['/account/forgot', false]] as const) {
      const { doc } = await fetchPage(`${app.url}${path}`);
      const group = doc.querySelector('header details[data-group]');
      expect(group?.querySelector('summary')?.textContent, path).toBe('CLUB');
      expect(group?.querySelector('a[href="/club-schedule"]')?.textContent, path).toBe('Schedule');
      // A section entry leads to the home page's section (from elsewhere, through the home page).
      expect(group?.querySelector(`a[href="${landing ? '#our-story' : '/#our-story'}"]`), path).not.toBeNull();
      expect([...doc.querySelectorAll('header summary')].map((summary) => summary.textContent), path).not.toContain('ABOUT US');
      expect(doc.querySelector('footer.footer nav a[href="/club-schedule"]')?.textContent, path).toBe('Weekly schedule');
      expect(doc.querySelector('footer.footer .footer__legal a[href="https://usapickleball.org/rules"]')?.textContent, path).toBe('Rules');
    }
  });
});
