import { PAGE_REVISIONS_KEPT } from '../../../../common/constants.ts';
import { claimMark, isMarked } from '../../db/marks.ts';
import type { Logger } from '../../logger.ts';
import { createRevisionRepository } from '../../revisions/repository/revisionRepository.ts';
import { renderPageMarkdown } from '../markdown.ts';
import { StaticPageModel } from './model.ts';
import type { StaticPageFields } from './records.ts';

/** The `meta` entry that says this database's pages hold HTML. */
const DONE = 'page-html';

/** A kept version whose content is the Markdown pages were written in before they held HTML. */
export const MARKDOWN_FORMAT = { contentFormat: 'markdown' } as const;

/**
 * Pages written in Markdown become the HTML the editor writes, once per database: each page's
 * Markdown is rendered and sanitized as a save would, the version raised, and the Markdown kept as
 * the revision it replaced. A page saved meanwhile keeps its own save (the update applies only to
 * the content and version it was worked out from).
 */
export async function pagesToHtml(logger: Pick<Logger, 'info'>): Promise<number> {
  if (await isMarked(DONE)) return 0;
  const revisions = createRevisionRepository<StaticPageFields & typeof MARKDOWN_FORMAT>('page', PAGE_REVISIONS_KEPT);
  const docs = await StaticPageModel.find({}).lean();
  let changed = 0;
  for (const { _id, version, createdAt: _created, ...fields } of docs) {
    const content = renderPageMarkdown(fields.content);
    const from = version ?? 1;
    const done = await StaticPageModel.updateOne(
      { _id, content: fields.content, version: version ?? { $exists: false } },
      { $set: { content, version: from + 1 } },
      { timestamps: false },
    );
    if (done.modifiedCount === 0) continue;
    await revisions.keep(_id, from, { ...fields, ...MARKDOWN_FORMAT }, new Date());
    changed += 1;
  }
  await claimMark(DONE);
  if (changed > 0) logger.info({ pages: changed }, 'converted the pages written in Markdown to HTML');
  return changed;
}
