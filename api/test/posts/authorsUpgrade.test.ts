import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/resources.ts';
import type { AppContext } from '../../src/context.ts';
import { createLogger } from '../../src/logger.ts';
import { Post } from '../../src/posts/repository/model.ts';
import { User } from '../../src/users/repository/model.ts';
import { TEST_ADMIN } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/** Starts the app as server.ts does, up to listening: built, then its start-up upgrade run. */
async function start() {
  const config = readConfig({ NODE_ENV: 'test', ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, SESSION_SECRET: 'test-secret', LOG_LEVEL: 'silent' });
  const app = createApp({ config, logger: createLogger('silent'), dbEngine: inject('dbEngine') });
  await (app.locals.context as AppContext).users.ensureOwner();
}

const authors = async () => (await Post.find({}, { slug: 1, authorId: 1 }).sort({ slug: 1 }).lean()).map(({ slug, authorId }) => [slug, authorId]);

describe('upgrading an install from before staff accounts', () => {
  useTestDatabase();

  beforeAll(async () => {
    await prepareDatabase(createLogger('silent'), { seed: true });
    // Posts written before staff accounts: no author at all, or an empty one.
    await Post.updateMany({}, { $unset: { authorId: 1 } });
    await Post.updateOne({}, { $set: { authorId: null } });
  });

  it('gives every post without an author to the owner at start-up, and a second start changes nothing', async () => {
    expect(await User.countDocuments()).toBe(0);
    const before = await authors();
    expect(before.length).toBeGreaterThan(1);
    expect(before.every(([, authorId]) => authorId === undefined || authorId === null)).toBe(true);

    await start();
    const owner = await User.findOne({ isOwner: true }).lean();
    expect(owner?.username).toBe(TEST_ADMIN.username);
    const after = await authors();
    expect(after).toEqual(before.map(([slug]) => [slug, owner!._id]));

    // A post someone else wrote keeps its author through the next start.
    const [[slug]] = after as [[string]];
    await Post.updateOne({ slug }, { $set: { authorId: owner!._id + 1000 } });
    await start();
    expect(await authors()).toEqual(after.map(([s, id]) => [s, s === slug ? owner!._id + 1000 : id]));
    expect(await User.countDocuments()).toBe(1);
  });
});
