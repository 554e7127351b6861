import { beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { createLogger } from '../../src/logger.ts';
import { prepareDatabase } from '../../src/resources.ts';
import { Revision } from '../../src/revisions/repository/model.ts';
import { StaticPageModel } from '../../src/staticPages/repository/model.ts';
import { createStaticPageRepository } from '../../src/staticPages/repository/staticPageRepository.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const MARKDOWN = '## Court hours\n\nOpen **dawn to dusk**.\n\n- Bring water\n- Wear court shoes\n\n<script>alert(1)</script>';
const HTML = '<h2>Court hours</h2>\n<p>Open <strong>dawn to dusk</strong>.</p>\n<ul>\n<li>Bring water</li>\n<li>Wear court shoes</li>\n</ul>';
const logger = createLogger('silent');

describe('pages written in Markdown, on the first start that stores pages as HTML', () => {
  useTestDatabase();
  let id = 0;
  const stored = async () => (await StaticPageModel.findById(id).lean())!;

  beforeAll(async () => {
    await prepareDatabase(logger, { seed: false });
    id = 900;
    // A page as an older version stored it: Markdown, before pages kept versions.
    await StaticPageModel.collection.insertOne({ _id: id as never, title: 'Court Hours', slug: 'court-hours', content: MARKDOWN, isPublished: true, createdAt: new Date('2025-01-01'), updatedAt: new Date('2025-02-01') });
    await mongoose.connection.collection<{ _id: string }>('meta').deleteOne({ _id: 'page-html' });
  });

  it('converts the page to sanitized HTML once and keeps its Markdown as the version it replaced', async () => {
    await prepareDatabase(logger, { seed: false });
    const page = await stored();
    expect(page.content).toBe(HTML);
    expect(page.version).toBe(2);
    expect(page.updatedAt).toEqual(new Date('2025-02-01'));

    const kept = await Revision.findById(`page:${id}:1`).lean<{ content: string; title: string }>();
    expect(kept).toMatchObject({ content: MARKDOWN, title: 'Court Hours' });
    // The history reads it as the HTML it became, with its Markdown beside it.
    const [revision] = await createStaticPageRepository().revisions(id);
    expect(revision).toMatchObject({ version: 1, content: HTML, markdown: MARKDOWN });
  });

  it('changes nothing on a second start', async () => {
    const before = await stored();
    await prepareDatabase(logger, { seed: false });
    expect(await stored()).toEqual(before);
    expect(await Revision.countDocuments({ postKey: `page:${id}` })).toBe(1);
  });
});
