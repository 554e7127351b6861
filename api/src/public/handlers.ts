import type { RequestHandler } from 'express';
import { HttpProblem } from '../http/problem.ts';
import { appContext } from '../http/context.ts';
import { readPost, readPostList } from './reads.ts';
import { sendCached, sendRenamed } from './send.ts';

export { rss, sitemap } from './feeds.ts';

const messages = {
  oneArchive: 'Ask for one archive at a time: category or tag, not both.',
} as const;

export const listPosts: RequestHandler = async (req, res) => {
  const { page = 1, pageSize = 10, category, tag } = req.query as { page?: number; pageSize?: number; category?: string; tag?: string };
  if (category && tag) throw new HttpProblem(400, messages.oneArchive, { errors: { 'query.tag': messages.oneArchive } });
  const { key, entry } = await readPostList(appContext(req).posts, { page: Number(page), pageSize: Number(pageSize), category, tag });
  sendCached(req, res, key, entry);
};

export const getPost: RequestHandler = async (req, res) => {
  const { key, entry } = await readPost(appContext(req).posts, String(req.params.slug));
  if (entry.status === 301) {
    sendRenamed(res, `/api/public/posts/${entry.body}`);
    return;
  }
  sendCached(req, res, key, entry);
};
