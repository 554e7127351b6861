import { describe, expect, it } from 'vitest';
import { homepageGet, homepagePublish, homepageUpdate } from '../../../codegen/hey-api/sdk.gen.ts';
import { useTestApp } from '../helpers/testApp.ts';
import { fetchPage } from '../site/pageHelpers.ts';

/** Publishing the home page reaches the rendered, cached landing; saving a draft does not. */
describe('home page publishing and the cached landing', () => {
  const app = useTestApp({ serveSite: true });

  // Three renders of the landing: more than the default 20 s on a busy machine.
  it('keeps the cached page until the draft is published, then draws the new sections', { timeout: 90_000 }, async () => {
    const before = await fetchPage(`${app.url}/`);
    const { sections } = (await homepageGet({ client: app.admin })).data!;
    const edited = sections.map((section) => (section.kind === 'hero' ? { ...section, heading: 'Riverside Pickleball Club welcomes you' } : section.anchor === 'about' ? { ...section, hidden: true } : section));
    expect((await homepageUpdate({ client: app.admin, body: { sections: edited } })).response?.status).toBe(200);
    const draft = await fetchPage(`${app.url}/`);
    expect(draft.html).toBe(before.html);

    expect((await homepagePublish({ client: app.admin })).response?.status).toBe(200);
    const { doc } = await fetchPage(`${app.url}/`);
    expect(doc.querySelector('#hero .hero__title')?.textContent).toBe('Riverside Pickleball Club welcomes you');
    expect(doc.querySelector('main #about')).toBeNull();
    expect(doc.querySelector('main #courts')).not.toBeNull();
  });
});
