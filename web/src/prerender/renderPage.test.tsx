import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage.tsx';

describe('the landing page rendered at build time', () => {
  it('holds the whole page in its loading state, with no script of its own', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Learn the game. Pick the right gear. Find your people.');
    expect(html).toContain('id="courts"');
    expect(html).toContain('All rights reserved.');
    // The blog cards wait for the API, as the client's first render does.
    expect(html).toMatch(/class="card-grid" aria-busy="true"/);
    // The width is unknown at build time: the navigation is laid out by CSS alone.
    expect(html).toContain('class="nav nav--static"');
    expect(html).not.toMatch(/<script/i);
  });
});
