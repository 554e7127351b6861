import type { RequestHandler } from 'express';
import type { PreviewLink } from '../../../../codegen/hey-api/types.gen.ts';
import { PREVIEW_LINK_DAYS } from '../../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { idParam } from '../../http/listQuery.ts';
import { notFound } from '../../http/problem.ts';
import { postKey } from '../postKey.ts';
import { previewGeneration, revokePreviews } from './model.ts';
import { signPreview } from './tokens.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** A signed link to the post as its public page will show it, valid PREVIEW_LINK_DAYS days. */
export const createLink: RequestHandler = async (req, res) => {
  const { posts, config } = appContext(req);
  const id = idParam(req);
  if (!(await posts.get(id))) throw notFound('Post');
  const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_DAYS * DAY_SECONDS;
  const token = signPreview(config.sessionSecret, { postId: id, generation: await previewGeneration(postKey(id)), expiresAt });
  const link: PreviewLink = { url: `${config.siteUrl}/preview/${token}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
  res.setHeader('Cache-Control', 'no-store');
  res.status(201).json(link);
};

/** Every preview link of the post made so far stops working. */
export const revokeLinks: RequestHandler = async (req, res) => {
  const { posts } = appContext(req);
  const id = idParam(req);
  if (!(await posts.get(id))) throw notFound('Post');
  await revokePreviews(postKey(id));
  res.status(204).end();
};
