import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';

/** The home page as the server renders it, before any script runs. */
describe('home page on the rendered landing', () => {
  const app = useTestApp({ serveSite: true });

  it("draws a fresh install's landing with today's headings, anchors and the settings' addresses", async () => {
    const { status, doc } = await fetchPage(`${app.url}/`);
    expect(status).toBe(200);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('#hero .hero__title')?.textContent).toBe('Learn the game. Pick the right gear. Find your people.');
    expect(main.querySelector('#hero img')?.getAttribute('src')).toBe('/hero-court.jpg');
    expect(main.querySelector('#hero img')?.getAttribute('srcset')).toContain('/hero-court-960.webp 960w');
    expect([...main.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community']);
    const headings = [...main.querySelectorAll('h2')].map((h) => h.textContent);
    for (const heading of ['What Makes Us Different', 'Beginner Guides', 'Skills & Strategy', 'Glossary/FAQ', 'Gear Up With a Community Behind You', 'Paddles', 'Balls & Nets', 'Shoes & Apparel', 'Accessories', 'Comparison Charts', 'Shop', 'Find a Court Near You', 'Upcoming Events', 'From the Blog', 'About Us', 'Get the Weekly Rally']) {
      expect(headings, heading).toContain(heading);
    }
    expect(main.querySelectorAll('#learn .feature-list > li')).toHaveLength(4);
    expect([...main.querySelectorAll('#learn .card h3')].map((h) => h.textContent)).toEqual(['New to the Game?', 'Need a Better Paddle?', 'Want to Meet Players?']);
    for (const id of ['our-story', 'media-press', 'contact-us', 'beginner-guides', 'courts', 'blog', 'equipment']) expect(main.querySelector(`#${id}`), id).not.toBeNull();
    expect(main.querySelector('#media-press a[href="mailto:press@pickleballhub.example"]')).not.toBeNull();
    expect(main.querySelector('#contact-us a[href="mailto:hello@pickleballhub.example"]')).not.toBeNull();
    expect(main.querySelectorAll('#glossary-faq details')).toHaveLength(4);
    // The calendar of an install without sample content is empty: the events section says so.
    expect(main.querySelector('#events')?.textContent).toContain('No sessions on the calendar yet.');
    expect(main.querySelector('#events a[href="/events"]')?.textContent).toBe('See all events');
  });

  it('carries its stylesheets inline, each named by a disabled link the app takes as already loaded', async () => {
    const { doc } = await fetchPage(`${app.url}/`);
    const inline = [...doc.head.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href'));
    expect(inline.length).toBeGreaterThan(0);
    const links = [...doc.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(inline);
    for (const link of links) expect(link.hasAttribute('disabled'), link.getAttribute('href')!).toBe(true);
  });
});
