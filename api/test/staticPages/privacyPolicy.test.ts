import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/resources.ts';
import { PRIVACY_POLICY_BEFORE_ANALYTICS, PRIVACY_POLICY_BEFORE_COMMENTS } from '../../src/seed/data/privacyPolicy.ts';
import { StaticPageModel } from '../../src/staticPages/repository/model.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const privacyText = async () => (await StaticPageModel.findOne({ slug: 'privacy-policy' }).lean())!.content;

/** What the visit counts hold and what they do not, in the seeded Privacy Policy. */
const SAYS = [
  'Page views',
  'Daily visitors',
  'deleted after 48 hours',
  'every day at midnight (UTC)',
  'utm_source, utm_medium and utm_campaign',
  'desktop, a phone or a tablet',
  'browser family',
  'the place and the distance searched',
  'we set no cookie to count you',
  'neither your network address nor your browser',
  'bots, and by our own editors while signed in, are not counted',
  'the display name you choose, and what you write',
  'one cookie keeps them signed in on that browser',
];

describe('the seeded Privacy Policy', () => {
  useTestDatabase();
  const logger = { info: () => {} };

  it('says on a fresh install what visits are counted and what is not', async () => {
    await StaticPageModel.deleteMany({});
    await prepareDatabase(logger);
    const text = await privacyText();
    for (const words of SAYS) expect(text).toContain(words);
  });

  it.each([
    ['the first seeded text', PRIVACY_POLICY_BEFORE_ANALYTICS],
    ['the text seeded before comments', PRIVACY_POLICY_BEFORE_COMMENTS],
  ])('is brought up to date on an install that still has %s', async (_name, earlier) => {
    await StaticPageModel.updateOne({ slug: 'privacy-policy' }, { $set: { content: earlier } });
    await prepareDatabase(logger);
    const text = await privacyText();
    for (const words of SAYS) expect(text).toContain(words);
  });

  it("keeps an owner's edited policy as it is", async () => {
    const edited = `${PRIVACY_POLICY_BEFORE_ANALYTICS}\n\nWe also run a paddle demo day each spring.`;
    await StaticPageModel.updateOne({ slug: 'privacy-policy' }, { $set: { content: edited } });
    await prepareDatabase(logger);
    expect(await privacyText()).toBe(edited);
  });
});
