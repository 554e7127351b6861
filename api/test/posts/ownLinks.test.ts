import { beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { createLogger } from '../../src/logger.ts';
import { plainOwnLinks } from '../../src/posts/repository/migrateOwnLinks.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { prepareDatabase } from '../../src/resources.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OLD_LINKS =
  '<p>Read the <a href="/blog/kitchen-guide" target="_blank" rel="noopener noreferrer nofollow">kitchen guide</a> and the ' +
  '<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a>.</p>';

describe("upgrading posts whose links to the site's own pages opened in a new tab", () => {
  useTestDatabase();

  beforeAll(async () => {
    await prepareDatabase(createLogger('silent'), { seed: true });
  });

  it('makes those links plain once and keeps the links to other sites as they were', async () => {
    const [first, second] = await Post.find({}, { _id: 1 }).limit(2).lean();
    await Post.updateOne({ _id: first!._id }, { $set: { content: OLD_LINKS } });
    await mongoose.connection.collection<{ _id: string }>('meta').deleteOne({ _id: 'post-own-links' });

    expect(await plainOwnLinks(createLogger('silent'))).toBe(1);
    expect((await Post.findById(first!._id).lean())!.content).toBe(
      '<p>Read the <a href="/blog/kitchen-guide">kitchen guide</a> and the ' +
        '<a href="https://usapickleball.org/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a>.</p>',
    );

    // Done once per database: a later start does not read every post again.
    await Post.updateOne({ _id: second!._id }, { $set: { content: OLD_LINKS } });
    expect(await plainOwnLinks(createLogger('silent'))).toBe(0);
    expect((await Post.findById(second!._id).lean())!.content).toBe(OLD_LINKS);
  });
});
