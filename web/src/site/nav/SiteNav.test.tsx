import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX } from '../../../../common/constants.ts';
import { setSessionFlag } from '../../auth/flag.ts';
import { menusAnswer, SECTION_MENUS } from '../testing/menus.ts';
import { renderWithRouter, stubViewport } from '../testing/renderWithRouter.tsx';
import { SiteNav } from './SiteNav.tsx';

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('SiteNav', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the navigation groups and the SHOP button; no ADMIN link for visitors', async () => {
    stubViewport(1440);
    await renderWithRouter(<SiteNav />, '/', [menusAnswer(SECTION_MENUS)]);
    for (const group of ['ABOUT US', 'LEARN TO PLAY', 'EQUIPMENT']) expect(nav().getByRole('button', { name: group })).toBeTruthy();
    expect(nav().getByRole('link', { name: 'SHOP' }).getAttribute('href')).toBe('/gear#where-to-buy');
    expect(nav().queryByRole('link', { name: 'ADMIN' })).toBeNull();
    expect(nav().queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('leads SHOP to the where-to-buy list of /gear from any page', async () => {
    stubViewport(1440);
    await renderWithRouter(<SiteNav page="/" />, '/blog', [menusAnswer(SECTION_MENUS)]);
    expect(nav().getByRole('link', { name: 'SHOP' }).getAttribute('href')).toBe('/gear#where-to-buy');
  });

  it('on /gear, SHOP scrolls to the where-to-buy list with the navigation offset', async () => {
    stubViewport(1440);
    await renderWithRouter(
      <>
        <SiteNav page="/" />
        <section id="where-to-buy">Where to buy</section>
      </>,
      '/gear',
      [menusAnswer(SECTION_MENUS)],
    );
    fireEvent.click(nav().getByRole('link', { name: 'SHOP' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -ANCHOR_SCROLL_OFFSET_PX }));
    expect(document.activeElement?.id).toBe('where-to-buy');
  });

  it('shows the ADMIN link to /n4n4 once signed in', async () => {
    stubViewport(1440);
    setSessionFlag(true);
    await renderWithRouter(<SiteNav />, '/', [menusAnswer(SECTION_MENUS)]);
    expect(nav().getByRole('link', { name: 'ADMIN' }).getAttribute('href')).toMatch(/^\/n4n4\/?$/);
  });

  it('keeps one group expanded at a time; clicking it again collapses it', async () => {
    stubViewport(1440);
    await renderWithRouter(<SiteNav />, '/', [menusAnswer(SECTION_MENUS)]);
    const about = nav().getByRole('button', { name: 'ABOUT US' });
    const equipment = nav().getByRole('button', { name: 'EQUIPMENT' });
    const list = document.getElementById(about.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    fireEvent.click(equipment);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(equipment.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(equipment);
    expect(equipment.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a narrow screen hides the groups behind a menu button and closes everything after a link', async () => {
    stubViewport(375);
    await renderWithRouter(
      <>
        <SiteNav />
        <section id="paddles">Paddles guide</section>
      </>,
      '/',
      [menusAnswer(SECTION_MENUS)],
    );
    const toggle = nav().getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe('site-menu');
    expect(document.getElementById('site-menu')!.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(nav().getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(nav().getByRole('button', { name: 'EQUIPMENT' }));
    fireEvent.click(nav().getByRole('link', { name: 'Paddles' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -ANCHOR_SCROLL_OFFSET_PX, behavior: 'smooth' }));
    expect(document.getElementById('site-menu')!.hidden).toBe(true);
    expect(nav().getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("draws the owner's menus: a page entry is a plain link, a section entry scrolls", async () => {
    stubViewport(1440);
    const menus = { header: [{ label: 'CLUB', links: [{ label: 'Club schedule', href: '/club-schedule' }, { label: 'Courts', href: '/#courts', anchor: 'courts' }] }], footer: [], legal: [] };
    await renderWithRouter(<SiteNav page="/" />, '/blog', [menusAnswer(menus)]);
    expect(nav().queryByRole('button', { name: 'ABOUT US' })).toBeNull();
    fireEvent.click(nav().getByRole('button', { name: 'CLUB' }));
    expect(nav().getByRole('link', { name: 'Club schedule' }).getAttribute('href')).toBe('/club-schedule');
    expect(nav().getByRole('link', { name: 'Courts' }).getAttribute('href')).toBe('/#courts');
  });
});
