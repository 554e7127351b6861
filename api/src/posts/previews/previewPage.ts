import type { RequestHandler } from 'express';
import { NOT_FOUND_URL } from '../../site/rendering/renderedPages.ts';
import type { Renderer } from '../../site/rendering/renderer.ts';
import type { PostService } from '../service.ts';
import { isPublicAt } from '../visibility.ts';
import { readPreview } from './tokens.ts';

/**
 * /preview/{token}: the post the link was made for, drawn by the public post page with a banner,
 * never cached and never indexed. A public post's link leads to its page. A token that is
 * malformed, tampered with, expired, revoked or for a deleted post gets the same 404 page as any
 * unknown path, so nothing tells them apart.
 */
export function previewPage(renderer: Renderer, posts: Pick<PostService, 'previewPost'>, secret: string): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const grant = readPreview(secret, String(req.params.token), Math.floor(Date.now() / 1000));
    const post = grant ? await posts.previewPost(grant) : null;
    if (!post) {
      const { status, html } = await renderer.render(NOT_FOUND_URL);
      res.status(status).type('html').send(html);
      return;
    }
    if (isPublicAt(post, new Date())) {
      res.redirect(302, `/blog/${post.slug}`);
      return;
    }
    res.status(200).type('html').send(await renderer.preview(post));
  };
}
