import { describe, expect, it } from 'vitest';
import {
  categoriesCreate,
  categoriesDelete,
  navigationGet,
  navigationPublic,
  navigationRestore,
  navigationUpdate,
  navigationVersions,
  pagesCreate,
  pagesUpdate,
  postsCreate,
  postsDelete,
} from '../../../codegen/hey-api/sdk.gen.ts';
import type { NavigationInput, NavLink, StaticPageInput } from '../../../codegen/hey-api/types.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';

const pageInput = (slug: string, isPublished = true): StaticPageInput => ({ title: `Page ${slug}`, slug, content: 'Text of the page.', isPublished });

describe('navigation API', () => {
  const app = useTestApp();

  const publicMenus = async () => (await navigationPublic({ client: app.anonymous })).data!;
  const save = (body: NavigationInput) => navigationUpdate({ client: app.admin, body });
  const menus = (entries: NavLink[], extra: Partial<NavigationInput> = {}): NavigationInput => ({ header: [{ label: 'MENU', entries }], footer: [], legal: [], ...extra });

  it("answers today's menus before the first save, with Blog and Court Finder, and the published legal pages", async () => {
    await pagesCreate({ client: app.admin, body: pageInput('privacy-policy') });
    const { data, response } = await navigationGet({ client: app.admin });
    expect(response?.status).toBe(200);
    expect(data).toMatchObject({ id: 'site', version: 0, savedAt: null });
    expect(data!.header.map((group) => group.label)).toEqual(['ABOUT US', 'LEARN TO PLAY', 'EQUIPMENT', 'COMMUNITY']);
    expect(data!.header[0]!.entries).toEqual([
      { label: 'Our Story', kind: 'section', anchor: 'our-story' },
      { label: 'Media/Press', kind: 'section', anchor: 'media-press' },
      { label: 'Contact Us', kind: 'section', anchor: 'contact-us' },
    ]);
    expect(data!.footer.map((column) => column.label)).toEqual(['Quick Links', 'Resources']);

    const open = await publicMenus();
    expect(open.header[3]!.links).toEqual([
      { label: 'Blog', href: '/blog' },
      { label: 'Court Finder', href: '/#courts', anchor: 'courts' },
      { label: 'Events', href: '/events' },
    ]);
    expect(open.footer[1]!.links).toContainEqual({ label: 'Blog', href: '/blog' });
    expect(open.footer[0]!.links[0]).toEqual({ label: 'About Us', href: '/#about', anchor: 'about' });
    // Only the legal page that exists and is published.
    expect(open.legal).toEqual([{ label: 'Privacy Policy', href: '/privacy-policy' }]);
  });

  it('stores an entry of every kind and draws each as a link; a page link follows its slug', async () => {
    const page = (await pagesCreate({ client: app.admin, body: pageInput('club-schedule') })).data!;
    const post = (await postsCreate({ client: app.admin, body: { title: 'Third shot drop', slug: 'third-shot-drop', content: '<p>Soft.</p>', publishStatus: 'published' } })).data!;
    const category = (await categoriesCreate({ client: app.admin, body: { name: 'Drills', slug: 'drills' } })).data!;
    const body: NavigationInput = {
      header: [
        {
          label: '  CLUB ',
          entries: [
            { label: ' Schedule ', kind: 'page', pageId: page.id },
            { label: 'Drop shot', kind: 'post', postId: post.id },
            { label: 'Drills', kind: 'category', categoryId: category.id },
            { label: 'Our Story', kind: 'section', anchor: 'our-story' },
          ],
        },
      ],
      footer: [
        {
          label: 'More',
          entries: [
            { label: 'Blog', kind: 'blog' },
            { label: 'Courts', kind: 'courts' },
            { label: 'Search', kind: 'search' },
            { label: 'Events', kind: 'events' },
          ],
        },
      ],
      legal: [
        { label: 'Federation', kind: 'url', url: 'https://usapickleball.org/rules' },
        { label: 'Write us', kind: 'url', url: 'mailto:club@example.com' },
        { label: 'Old page', kind: 'url', url: '/club-schedule?from=footer' },
      ],
    };
    const saved = await save(body);
    expect(saved.response?.status).toBe(200);
    expect(saved.data!.version).toBeGreaterThan(0);
    expect(saved.data!.header[0]).toEqual({ label: 'CLUB', entries: [{ label: 'Schedule', kind: 'page', pageId: page.id }, ...body.header[0]!.entries.slice(1)] });
    expect((await navigationGet({ client: app.admin })).data).toEqual(saved.data);

    expect(await publicMenus()).toEqual({
      header: [
        {
          label: 'CLUB',
          links: [
            { label: 'Schedule', href: '/club-schedule' },
            { label: 'Drop shot', href: '/blog/third-shot-drop' },
            { label: 'Drills', href: '/blog/category/drills' },
            { label: 'Our Story', href: '/#our-story', anchor: 'our-story' },
          ],
        },
      ],
      footer: [
        {
          label: 'More',
          links: [
            { label: 'Blog', href: '/blog' },
            { label: 'Courts', href: '/#courts', anchor: 'courts' },
            { label: 'Search', href: '/search' },
            { label: 'Events', href: '/events' },
          ],
        },
      ],
      legal: [
        { label: 'Federation', href: 'https://usapickleball.org/rules' },
        { label: 'Write us', href: 'mailto:club@example.com' },
        { label: 'Old page', href: '/club-schedule?from=footer' },
      ],
    });

    // Renaming the page's slug moves its menu link along (the write clears the cached menus).
    await pagesUpdate({ client: app.admin, path: { id: page.id }, body: pageInput('weekly-schedule') });
    expect((await publicMenus()).header[0]!.links[0]).toEqual({ label: 'Schedule', href: '/weekly-schedule' });
  });

  it('leaves out entries whose record was unpublished or deleted, and groups left empty', async () => {
    const page = (await pagesCreate({ client: app.admin, body: pageInput('open-play') })).data!;
    const post = (await postsCreate({ client: app.admin, body: { title: 'Stacking', slug: 'stacking', content: '<p>Stack.</p>', publishStatus: 'published' } })).data!;
    const category = (await categoriesCreate({ client: app.admin, body: { name: 'Rules', slug: 'rules' } })).data!;
    await save(
      menus([{ label: 'Open play', kind: 'page', pageId: page.id }, { label: 'Stacking', kind: 'post', postId: post.id }, { label: 'Rules', kind: 'category', categoryId: category.id }, { label: 'Blog', kind: 'blog' }], {
        footer: [{ label: 'Gone soon', entries: [{ label: 'Open play', kind: 'page', pageId: page.id }] }],
      }),
    );
    expect((await publicMenus()).header[0]!.links).toHaveLength(4);

    await pagesUpdate({ client: app.admin, path: { id: page.id }, body: pageInput('open-play', false) });
    await postsDelete({ client: app.admin, path: { id: post.id } });
    await categoriesDelete({ client: app.admin, path: { id: category.id } });
    const open = await publicMenus();
    expect(open.header).toEqual([{ label: 'MENU', links: [{ label: 'Blog', href: '/blog' }] }]);
    expect(open.footer).toEqual([]);
  });

  it('refuses every bad entry with a 400 naming its field, and keeps the menus as they were', async () => {
    const before = (await navigationGet({ client: app.admin })).data;
    const publicBefore = await publicMenus();
    const refused = async (body: NavigationInput) => {
      const { response, error } = await save(body);
      expect(response?.status).toBe(400);
      expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
      return (error as { errors: Record<string, string> }).errors;
    };

    expect(
      await refused(
        menus([
          { label: 'Nowhere', kind: 'page', pageId: 999_999 },
          { label: 'No post', kind: 'post', postId: 999_999 },
          { label: 'No category', kind: 'category', categoryId: 999_999 },
          { label: 'Script', kind: 'url', url: 'javascript:alert(1)' },
          { label: 'Other host', kind: 'url', url: '//evil.example/x' },
          { label: 'Data', kind: 'url', url: 'data:text/html,<b>x</b>' },
          { label: 'Bad anchor', kind: 'section', anchor: 'Our Story' },
          { label: 'No page chosen', kind: 'page' },
        ]),
      ),
    ).toEqual({
      'header.0.entries.0.pageId': 'No page has this id.',
      'header.0.entries.1.postId': 'No post has this id.',
      'header.0.entries.2.categoryId': 'No category has this id.',
      'header.0.entries.3.url': 'Enter a link starting with http://, https://, mailto: or /.',
      'header.0.entries.4.url': 'Enter a link starting with http://, https://, mailto: or /.',
      'header.0.entries.5.url': 'Enter a link starting with http://, https://, mailto: or /.',
      'header.0.entries.6.anchor': 'A section is lower case letters and digits joined by hyphens, e.g. our-story.',
      'header.0.entries.7.pageId': 'Choose a page.',
    });

    // What the contract bounds: label lengths, how many groups and entries, known kinds, no stray fields.
    const tooMany = <T>(count: number, item: T) => Array.from({ length: count }, () => item);
    const blog: NavLink = { label: 'Blog', kind: 'blog' };
    expect(await refused({ header: [], footer: [], legal: [{ label: '   ', kind: 'blog' }] })).toEqual({ 'legal.0.label': 'Enter a label.' });
    expect(await refused(menus([{ ...blog, label: 'x'.repeat(61) }]))).toEqual({ 'header.0.entries.0.label': 'A label has at most 60 characters.' });
    expect(await refused({ header: [], footer: [{ label: 'y'.repeat(41), entries: [blog] }], legal: [] })).toEqual({ 'footer.0.label': "A group's label has at most 40 characters." });
    await refused({ header: tooMany(9, { label: 'G', entries: [blog] }), footer: [], legal: [] });
    await refused(menus(tooMany(13, blog)));
    await refused({ header: [], footer: tooMany(5, { label: 'C', entries: [blog] }), legal: [] });
    await refused(menus([{ label: 'Odd', kind: 'widget' as NavLink['kind'] }]));
    await refused(menus([{ ...blog, onclick: 'x' } as NavLink]));
    await refused({ header: [] } as unknown as NavigationInput);

    expect((await navigationGet({ client: app.admin })).data).toEqual(before);
    expect(await publicMenus()).toEqual(publicBefore);
  });

  it('refuses callers without a session', async () => {
    const body = menus([{ label: 'Hijacked', kind: 'blog' }]);
    expect((await navigationGet({ client: app.anonymous })).response?.status).toBe(401);
    expect((await navigationUpdate({ client: app.anonymous, body })).response?.status).toBe(401);
    expect((await navigationVersions({ client: app.anonymous })).response?.status).toBe(401);
    expect((await navigationRestore({ client: app.anonymous, path: { version: 1 } })).response?.status).toBe(401);
    expect(JSON.stringify(await publicMenus())).not.toContain('Hijacked');
  });

  it('keeps every save as a version and restores an earlier one as the newest', async () => {
    const first = (await save(menus([{ label: 'First', kind: 'blog' }]))).data!;
    const second = (await save(menus([{ label: 'Second', kind: 'events' }, { label: 'Search', kind: 'search' }]))).data!;
    const versions = (await navigationVersions({ client: app.admin })).data!;
    expect(versions.slice(0, 2).map((v) => [v.version, v.entries])).toEqual([
      [second.version, 2],
      [first.version, 1],
    ]);
    expect((await publicMenus()).header[0]!.links[0]!.label).toBe('Second');

    const restored = await navigationRestore({ client: app.admin, path: { version: first.version } });
    expect(restored.response?.status).toBe(200);
    expect(restored.data!.version).toBeGreaterThan(second.version);
    expect(restored.data!.header).toEqual(first.header);
    // The restore clears the cached menus too.
    expect((await publicMenus()).header[0]!.links).toEqual([{ label: 'First', href: '/blog' }]);

    const unknown = await navigationRestore({ client: app.admin, path: { version: 999_999 } });
    expect(unknown.response?.status).toBe(404);
  });

  it('counts labels in characters as the contract does: 60 emoji are taken, 61 refused', async () => {
    const paddle = '\u{1F3D3}';
    const body = (entry: number, group: number) => menus([{ label: paddle.repeat(entry), kind: 'blog' }], { footer: [{ label: paddle.repeat(group), entries: [{ label: 'Blog', kind: 'blog' }] }] });
    const saved = await save(body(60, 40));
    expect(saved.response?.status).toBe(200);
    expect(saved.data!.header[0]!.entries[0]!.label).toBe(paddle.repeat(60));
    expect(saved.data!.footer[0]!.label).toBe(paddle.repeat(40));
    const { response, error } = await save(body(61, 41));
    expect(response?.status).toBe(400);
    expect(response?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect((error as { errors: Record<string, string> }).errors).toEqual({ 'header.0.entries.0.label': 'A label has at most 60 characters.', 'footer.0.label': "A group's label has at most 40 characters." });
  });
});
