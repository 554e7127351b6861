import type { ActivityService } from '../activity/service.ts';
import { NO_MEMBER } from '../comments/comment.ts';
import type { CommentRepository } from '../comments/repository/commentRepository.ts';
import { HttpProblem } from '../http/problem.ts';
import type { PostService } from '../posts/service.ts';
import type { StaticPageService } from '../staticPages/service.ts';
import type { TermService } from '../taxonomy/service.ts';
import type { StaffUser } from '../users/user.ts';
import type { UploadService } from '../uploads/service.ts';
import { createImageImport, type ImageImport } from './imageImport.ts';
import { parseGhost } from './imports/ghost.ts';
import { creditedItem, inviteAuthors as inviteAll, type InviteStaff } from './authorInvites.ts';
import { imageRefs, restoreGhostImages, rewriteImages } from './imports/images.ts';
import { planImport, type ImportPlan, type ImportReport, type PlannedItem } from './imports/plan.ts';
import type { ImportedSite } from './imports/site.ts';
import type { UploadsZip } from './imports/uploadsZip.ts';
import { parseWxr } from './imports/wordpress.ts';
import type { ImportJobRepository } from './repository/importJobs.ts';
import type { ImportStateRepository } from './repository/importState.ts';

export interface ImportServiceOptions {
  repository: ImportStateRepository;
  posts: Pick<PostService, 'create'>;
  pages: Pick<StaticPageService, 'create'>;
  categories: Pick<TermService, 'create'>;
  tags: Pick<TermService, 'create'>;
  /** Where imported comments are stored: as they were, without a member's spam checks or limits. */
  comments: Pick<CommentRepository, 'create'>;
  /** Slugs a page may not take. */
  reserved: ReadonlySet<string>;
  activity: Pick<ActivityService, 'record'>;
  /** Invites the authors the owner chose to invite; without it nobody is. */
  invite?: InviteStaff;
  /** The editor's upload pipeline, which an uploads ZIP's images go through. */
  uploads: Pick<UploadService, 'upload'>;
  /** Where the images imports uploaded are remembered by hash. */
  images: Pick<ImportJobRepository, 'imageByHash' | 'keepImage'>;
}

/** How one import runs: written or not, with an uploads ZIP or not, telling its progress. */
export interface ImportRun {
  dryRun: boolean;
  /** The authors nobody here is are invited as authors (and credited), not mapped to the owner. */
  inviteAuthors?: boolean;
  uploads?: UploadsZip;
  /** Told after each term and item: how many are done of how many. */
  progress?: (done: number, total: number) => void;
}

export type ImportSource = 'ghost' | 'wordpress';

const PARSERS: Record<ImportSource, (text: string) => ImportedSite> = { ghost: parseGhost, wordpress: parseWxr };

/** Why a service refused an item, in its own words. */
const reasonOf = (error: unknown) => (error instanceof HttpProblem ? error.message : 'it could not be stored');

/** Imports of posts, pages and terms from Ghost and WordPress exports, with a dry run. */
export function createImportService({ repository, posts, pages, categories, tags, comments, reserved, activity, invite, uploads, images }: ImportServiceOptions) {
  /**
   * An imported post's comments: a reader who is a member here (same address) keeps their member,
   * anyone else their name. A reply answers the top comment of its thread (replies are one level deep).
   */
  async function writeComments(postId: number, item: PlannedItem): Promise<void> {
    const members = await repository.membersByEmail(item.comments.map((comment) => comment.authorEmail));
    const stored = new Map<string, { id: string; parentId: string | null }>();
    for (const comment of item.comments) {
      const parent = stored.get(comment.parentId);
      const memberId = members.get(comment.authorEmail.toLowerCase());
      const created = await comments.create({
        target: { kind: 'post', id: postId },
        parentId: parent ? (parent.parentId ?? parent.id) : null,
        memberId: memberId ?? NO_MEMBER,
        ...(memberId ? {} : { authorName: comment.authorName.trim().slice(0, 60) || 'Reader' }),
        body: comment.body,
        status: comment.status,
        createdAt: comment.createdAt,
      });
      stored.set(comment.sourceId, { id: created.id, parentId: created.parentId });
    }
  }

  async function writeItem(item: PlannedItem, termIds: { category: Map<string, number>; tag: Map<string, number> }, actor: StaffUser): Promise<number | undefined> {
    const { source } = item;
    const common = { title: source.title.trim(), slug: item.slug, content: item.content, metaDescription: item.metaDescription, featuredImage: item.featuredImage, featuredImageAlt: item.featuredImageAlt, canonicalUrl: item.canonicalUrl, ogTitle: source.ogTitle.trim().slice(0, 200), ogDescription: source.ogDescription.trim().slice(0, 1000), ogImage: item.ogImage };
    if (source.kind === 'page') {
      await pages.create({ ...common, metaTitle: source.metaTitle.trim().slice(0, 200), isPublished: item.status === 'published' }, actor.username);
      return undefined;
    }
    const ids = (kind: 'category' | 'tag', slugs: string[]) => [...new Set(slugs.map((slug) => termIds[kind].get(slug)).filter((id): id is number => id !== undefined))];
    const { post } = await posts.create(
      { ...common, publishStatus: item.status, publishDate: item.publishDate, authorId: item.authorId, categoryIds: ids('category', source.categories), tagIds: ids('tag', source.tags) },
      actor,
    );
    await repository.keepOldKeys(post.id, item.oldKeys, new Date());
    return post.id;
  }

  /** The old site's images an item names, in its content, featured image and social image. */
  const refsOf = (item: PlannedItem) => imageRefs([item.content, item.featuredImage, item.ogImage].join('\n'));

  /** A dry run's notes on images: those the ZIP lacks or that are too large; the count of those found. */
  function checkImages(plan: ImportPlan, zipImages: ImageImport): void {
    const lines = new Map(plan.report.create.map((line) => [line.item, line]));
    const found = new Set<string>();
    for (const item of plan.items) {
      const problems: string[] = [];
      for (const ref of refsOf(item)) {
        const problem = zipImages.check(ref);
        if (problem) problems.push(`image ${problem}: its old address is kept`);
        else found.add(ref.path);
      }
      const line = lines.get(item.label);
      if (line && problems.length > 0) line.reason = [line.reason, ...problems].filter(Boolean).join('; ');
    }
    if (found.size > 0) plan.report.create.push({ item: 'images', reason: `${found.size} found in the uploads ZIP` });
  }

  /** The item with its images taken from the ZIP and their addresses rewritten; notes for those left. */
  async function withImages(item: PlannedItem, zipImages: ImageImport): Promise<PlannedItem> {
    const urls = new Map<string, string>();
    const notes = item.note ? [item.note] : [];
    const refs = refsOf(item);
    const outcomes = await Promise.all(refs.map((ref) => zipImages.take(ref)));
    refs.forEach((ref, index) => {
      const outcome = outcomes[index]!;
      if ('url' in outcome) urls.set(ref.url, outcome.url);
      else notes.push(`image ${outcome.problem}: its old address is kept`);
    });
    let featuredImage = rewriteImages(item.featuredImage, urls);
    // A Ghost featured image is a path of the old site: without its file there is none.
    if (featuredImage.startsWith('/content/images/')) featuredImage = '';
    return { ...item, content: rewriteImages(item.content, urls), featuredImage, featuredImageAlt: featuredImage ? item.featuredImageAlt : '', ogImage: rewriteImages(item.ogImage, urls), note: notes.join('; ') };
  }

  /** Imports a parsed site: the report of what was (or, in a dry run, would be) created, skipped and refused. */
  async function run(source: ImportSource, parsed: ImportedSite, actor: StaffUser, { dryRun, inviteAuthors = false, uploads: zip, progress }: ImportRun): Promise<ImportReport> {
    const zipImages = zip ? createImageImport({ uploads, store: images }, zip) : undefined;
    const site = zipImages ? restoreGhostImages(parsed, zipImages.has) : parsed;
    const state = await repository.read();
    const plan = planImport(site, state, reserved, undefined, { inviteAuthors: inviteAuthors && invite !== undefined });
    const total = plan.terms.length + plan.items.length;
    if (dryRun) {
      if (zipImages) checkImages(plan, zipImages);
      progress?.(total, total);
      return plan.report;
    }
    let done = 0;
    const step = () => progress?.((done += 1), total);
    const report: ImportReport = { create: [], skip: plan.report.skip, refuse: [...plan.report.refuse] };
    const termIds = { category: new Map(state.categories), tag: new Map(state.tags) };
    for (const term of plan.terms) {
      try {
        const created = await (term.kind === 'category' ? categories.create({ name: term.name, slug: term.slug, description: term.description }) : tags.create({ name: term.name, slug: term.slug }));
        termIds[term.kind].set(term.slug, created.id);
        report.create.push({ item: term.label, reason: '' });
      } catch (error) {
        report.refuse.push({ item: term.label, reason: reasonOf(error) });
      }
      step();
    }
    const invited = invite ? await inviteAll(invite, plan.invites, actor, report) : new Map<string, number>();
    let made = 0;
    // The next item's images are taken from the ZIP while this one is written.
    const prepare = (index: number): Promise<PlannedItem> | undefined => {
      const planned = plan.items[index];
      if (!planned) return undefined;
      const credited = creditedItem(planned, invited);
      const prepared = zipImages ? withImages(credited, zipImages) : Promise.resolve(credited);
      prepared.catch(() => undefined);
      return prepared;
    };
    let next = prepare(0);
    for (let index = 0; next; index += 1) {
      const item = await next;
      next = prepare(index + 1);
      let postId: number | undefined;
      try {
        postId = await writeItem(item, termIds, actor);
        report.create.push({ item: item.label, reason: item.note });
        made += 1;
      } catch (error) {
        report.refuse.push({ item: item.label, reason: reasonOf(error) });
        step();
        continue;
      }
      if (postId !== undefined && item.commentsLine) {
        try {
          await writeComments(postId, item);
          report.create.push(item.commentsLine);
        } catch (error) {
          report.refuse.push({ item: item.commentsLine.item, reason: reasonOf(error) });
        }
      }
      step();
    }
    if (zipImages && zipImages.uploaded() > 0) report.create.push({ item: 'images', reason: `${zipImages.uploaded()} uploaded from the uploads ZIP` });
    await activity.record({ actor: actor.username, action: 'site.import', detail: `${made} posts and pages from ${source === 'ghost' ? 'Ghost' : 'WordPress'}` });
    return report;
  }

  return {
    /** Reads an export file: a 400 when it is not one of its kind. */
    parse: (source: ImportSource, file: string): ImportedSite => PARSERS[source](file),
    run,
    /** The report of importing `file`; with `dryRun` nothing is written; with `inviteAuthors` the authors nobody here is are invited. */
    async importFile(source: ImportSource, file: string, dryRun: boolean, actor: StaffUser, { inviteAuthors = false } = {}): Promise<ImportReport> {
      return run(source, PARSERS[source](file), actor, { dryRun, inviteAuthors });
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
