import type { ActivityService } from '../activity/service.ts';
import { NO_MEMBER } from '../comments/comment.ts';
import type { CommentRepository } from '../comments/repository/commentRepository.ts';
import { HttpProblem } from '../http/problem.ts';
import type { PostService } from '../posts/service.ts';
import type { StaticPageService } from '../staticPages/service.ts';
import type { TermService } from '../taxonomy/service.ts';
import type { StaffUser } from '../users/user.ts';
import { parseGhost } from './imports/ghost.ts';
import { creditedItem, inviteAuthors as inviteAll, type InviteStaff } from './authorInvites.ts';
import { planImport, type ImportReport, type PlannedItem } from './imports/plan.ts';
import type { ImportedSite } from './imports/site.ts';
import { parseWxr } from './imports/wordpress.ts';
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
}

export type ImportSource = 'ghost' | 'wordpress';

const PARSERS: Record<ImportSource, (text: string) => ImportedSite> = { ghost: parseGhost, wordpress: parseWxr };

/** Why a service refused an item, in its own words. */
const reasonOf = (error: unknown) => (error instanceof HttpProblem ? error.message : 'it could not be stored');

/** Imports of posts, pages and terms from Ghost and WordPress exports, with a dry run. */
export function createImportService({ repository, posts, pages, categories, tags, comments, reserved, activity, invite }: ImportServiceOptions) {
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

  return {
    /** The report of importing `file`; with `dryRun` nothing is written; with `inviteAuthors` the authors nobody here is are invited. */
    async importFile(source: ImportSource, file: string, dryRun: boolean, actor: StaffUser, { inviteAuthors = false } = {}): Promise<ImportReport> {
      const site = PARSERS[source](file);
      const state = await repository.read();
      const plan = planImport(site, state, reserved, undefined, { inviteAuthors: inviteAuthors && invite !== undefined });
      if (dryRun) return plan.report;
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
      }
      const invited = invite ? await inviteAll(invite, plan.invites, actor, report) : new Map<string, number>();
      let made = 0;
      for (const planned of plan.items) {
        const item = creditedItem(planned, invited);
        let postId: number | undefined;
        try {
          postId = await writeItem(item, termIds, actor);
          report.create.push({ item: item.label, reason: item.note });
          made += 1;
        } catch (error) {
          report.refuse.push({ item: item.label, reason: reasonOf(error) });
          continue;
        }
        if (postId === undefined || !item.commentsLine) continue;
        try {
          await writeComments(postId, item);
          report.create.push(item.commentsLine);
        } catch (error) {
          report.refuse.push({ item: item.commentsLine.item, reason: reasonOf(error) });
        }
      }
      await activity.record({ actor: actor.username, action: 'site.import', detail: `${made} posts and pages from ${source === 'ghost' ? 'Ghost' : 'WordPress'}` });
      return report;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
