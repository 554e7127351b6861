import type { RequestHandler } from 'express';
import type { RecordKind } from '../revisions/recordKind.ts';
import { NOT_FOUND_URL } from '../site/rendering/renderedPages.ts';
import type { Renderer } from '../site/rendering/renderer.ts';
import { readGrant, type PreviewGrant } from './tokens.ts';

/** How one kind of record is shown through a preview link. */
export interface PreviewTarget {
  /**
   * The public path when the record is public now (the link leads there), else the preview
   * document; null when the grant opens nothing any more (previews/service.ts: revoked, record
   * gone, or its maker may no longer edit it).
   */
  open(grant: PreviewGrant): Promise<{ publicPath: string } | { html: string } | null>;
}

/**
 * /preview/{token}: the record the link was made for, drawn by its public page with a banner,
 * never cached and never indexed (and not counted: analytics skips /preview). A public record's
 * link leads to its page. A token that is malformed, tampered with, expired, revoked, for a
 * deleted record or made by someone who may no longer edit it gets the same 404 page as any
 * unknown path, so nothing tells them apart.
 */
export function previewPage(renderer: Pick<Renderer, 'render'>, targets: Record<RecordKind, PreviewTarget>, secret: string): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const grant = readGrant(secret, String(req.params.token), Math.floor(Date.now() / 1000));
    const shown = grant ? await targets[grant.kind].open(grant) : null;
    if (!shown) {
      const { status, html } = await renderer.render(NOT_FOUND_URL);
      res.status(status).type('html').send(html);
      return;
    }
    if ('publicPath' in shown) {
      res.redirect(302, shown.publicPath);
      return;
    }
    res.status(200).type('html').send(shown.html);
  };
}
