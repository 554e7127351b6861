import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { commenting } from './commenting.ts';
import { signedInMember } from '../members/signIn.ts';
import { call } from '../users/staff.ts';

const app = useNewsletterApp();
const { publishedPost, comment } = commenting(app, 83);

async function setModeration(mode: string) {
  const { body } = await call(app, app.cookie, 'GET', '/api/settings');
  const { id: _id, version: _version, savedAt: _saved, ...settings } = body;
  expect((await call(app, app.cookie, 'PUT', '/api/settings', { ...settings, commentModeration: mode })).status).toBe(200);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const reportComments = async (from: string, to: string) => {
  const answer = await call(app, app.cookie, 'GET', `/api/analytics?from=${from}&to=${to}`);
  expect(answer.status, answer.body?.detail).toBe(200);
  return answer.body.comments as unknown as { slug: string; title: string; comments: number }[];
};

describe('analytics: comments per post', () => {
  it('counts the approved comments posted in the period, per post by title, most first', async () => {
    await publishedPost('busy-thread');
    await publishedPost('quiet-thread');
    const kim = await signedInMember(app, 'kim@example.net');
    const lee = await signedInMember(app, 'lee@example.net');
    expect(await reportComments(day(0), day(0))).toEqual([]);

    await setModeration('none-held');
    await comment(kim, 'busy-thread', 'First on busy');
    await comment(lee, 'busy-thread', 'Second on busy');
    await comment(kim, 'quiet-thread', 'Only one here');
    await setModeration('all-held');
    expect((await comment(lee, 'quiet-thread', 'Waiting, not counted')).status).toBe('held');

    // Named by title, as the back office's table shows them.
    expect(await reportComments(day(-6), day(0))).toEqual([
      { slug: 'busy-thread', title: 'Post busy-thread', comments: 2 },
      { slug: 'quiet-thread', title: 'Post quiet-thread', comments: 1 },
    ]);
    expect(await reportComments(day(-30), day(-1))).toEqual([]);
    await setModeration('first-held');
  });
});
