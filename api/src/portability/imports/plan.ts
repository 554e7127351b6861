import { COMMENT_MAX_LENGTH } from '../../../../common/comments.ts';
import { longerThan } from '../../../../common/characters.ts';
import { atLeast } from '../../../../common/roles.ts';
import { plainText } from '../../markup/plainText.ts';
import { markupShapeProblem } from '../../markup/shape.ts';
import type { ImportState, StaffMatch } from '../repository/importState.ts';
import { cleanImportedHtml } from './cleanHtml.ts';
import { toSlug } from '../../http/slug.ts';
import { type ImportedComment, type ImportedItem, type ImportedSite, type ImportedTerm } from './site.ts';

export interface ReportLine {
  item: string;
  reason: string;
}

export interface ImportReport {
  create: ReportLine[];
  skip: ReportLine[];
  refuse: ReportLine[];
}

/** A comment ready to be stored: plain text, with a date; `parentId` names another of the post's by its source id. */
export interface PlannedComment extends Omit<ImportedComment, 'body' | 'createdAt'> {
  body: string;
  createdAt: Date;
}

/** A post or page ready for its service, with what the report says of it. */
export interface PlannedItem {
  source: ImportedItem;
  label: string;
  note: string;
  slug: string;
  content: string;
  status: ImportedItem['status'];
  publishDate: string | null;
  authorId: number;
  featuredImage: string;
  featuredImageAlt: string;
  metaDescription: string;
  canonicalUrl: string;
  ogImage: string;
  oldKeys: string[];
  /** The invitation (by email in lower case) whose account the item is credited to once it is made; `authorId` is the owner's until then. */
  invite?: string;
  comments: PlannedComment[];
  /** The report's line of its comments, when it has some. */
  commentsLine?: ReportLine;
}

/** An author of the file to invite as a staff account with the author role (the owner chose to). */
export interface PlannedInvite {
  key: string;
  username: string;
  email: string;
  displayName: string;
  label: string;
}

export interface ImportPlan {
  report: ImportReport;
  terms: (ImportedTerm & { label: string })[];
  invites: PlannedInvite[];
  items: PlannedItem[];
}

/** The contract's lengths, which the services do not check again. */
const LIMITS = { title: 200, name: 100, description: 1000, metaTitle: 200, metaDescription: 160, ogTitle: 200, ogDescription: 1000, alt: 300, content: 500_000 } as const;
const SAFE_LINK = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

const link = (url: string) => (SAFE_LINK.test(url.trim()) && url.trim().length <= 2000 ? url.trim() : '');
/** Text cut to `max` characters at a word where it can be. */
function cut(text: string, max: number): string {
  const clean = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  return `${head.slice(0, head.lastIndexOf(' ') > max / 2 ? head.lastIndexOf(' ') : head.length)}…`;
}

/** A comment's HTML as the plain text comments hold: its lines kept, tags dropped, entities read. */
function commentText(html: string): string {
  const lines = html.split(/\n|<br\s*\/?>|<\/p>/i).map(plainText);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim().slice(0, COMMENT_MAX_LENGTH);
}

/** The comments of an item that have any text, oldest first, each with a date (the post's when it has none). */
function plannedComments(item: ImportedItem, fallback: Date): PlannedComment[] {
  return item.comments
    .map((comment) => ({ ...comment, body: commentText(comment.body), createdAt: comment.createdAt ?? fallback }))
    .filter((comment) => comment.body !== '')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const countOf = (comments: PlannedComment[], status: PlannedComment['status'], word: string) => {
  const n = comments.filter((comment) => comment.status === status).length;
  return n > 0 ? [`${n} ${word}`] : [];
};

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** A free user name for an invited author: their login (or address) in the letters a user name takes. */
function freeUsername(author: NonNullable<ImportedItem['author']>, taken: Set<string>): string {
  const base = [author.login, author.email.split('@')[0] ?? '', 'author'].map((name) => name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 36)).find((name) => name.length >= 2)!;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The staff member an author of the file is: the same email, user name or slug; else, when the owner
 * chose to, an invitation to an author with an address nobody here has (`invites`, one an address); else the owner.
 */
function authorOf(item: ImportedItem, staff: StaffMatch[], owner: StaffMatch, invites?: Map<string, PlannedInvite>): { id: number; note?: string; invite?: PlannedInvite } {
  const author = item.author;
  if (!author) return { id: owner.id };
  const email = author.email.trim().toLowerCase();
  const match = staff.find((user) => user.isActive && atLeast(user.role, 'author') && ((email && user.email.toLowerCase() === email) || user.username === author.login || user.slug === author.slug));
  if (match) return { id: match.id };
  if (invites && EMAIL.test(email) && email.length <= 254 && !staff.some((user) => user.email.toLowerCase() === email)) {
    let invite = invites.get(email);
    if (!invite) {
      const displayName = (author.name || author.login).replace(/\p{Cc}/gu, '').trim().slice(0, 100);
      const taken = new Set([...staff.map((user) => user.username.toLowerCase()), ...[...invites.values()].map((planned) => planned.username.toLowerCase())]);
      invite = { key: email, username: freeUsername(author, taken), email: author.email.trim(), displayName, label: `invite ${displayName || author.login} <${author.email.trim()}>` };
      invites.set(email, invite);
    }
    return { id: owner.id, note: `credited to ${invite.username}, invited`, invite };
  }
  return { id: owner.id, note: `author "${author.login || author.email}" is not on the staff: credited to ${owner.username}` };
}

/** A date kept only in the state it fits: a past "scheduled" date is published, a future "published" one scheduled. */
function schedule(item: ImportedItem, now: Date): { status: ImportedItem['status']; publishDate: string | null } {
  const at = item.publishedAt && !Number.isNaN(item.publishedAt.getTime()) ? item.publishedAt : null;
  if (item.status === 'draft') return { status: 'draft', publishDate: null };
  if (!at) return item.status === 'published' ? { status: 'published', publishDate: null } : { status: 'draft', publishDate: null };
  return { status: at > now ? 'scheduled' : 'published', publishDate: at.toISOString() };
}

/**
 * What importing `site` would do to a site in `state`: each term and item created, skipped (already
 * there: importing a file twice creates nothing twice) or refused, with the reason.
 */
export function planImport(site: ImportedSite, state: ImportState, reserved: ReadonlySet<string>, now = new Date(), { inviteAuthors = false } = {}): ImportPlan {
  const report: ImportReport = { create: [], skip: [], refuse: [] };
  const invites = inviteAuthors ? new Map<string, PlannedInvite>() : undefined;
  const owner = state.staff.find((user) => user.isOwner) ?? state.staff[0]!;
  const terms: ImportPlan['terms'] = [];
  const seenTerms = new Set<string>();
  for (const term of site.terms) {
    const slug = toSlug(term.slug || term.name);
    const label = `${term.kind} "${slug || term.name}"`;
    if (seenTerms.has(`${term.kind}:${slug}`)) continue;
    seenTerms.add(`${term.kind}:${slug}`);
    const name = term.name.trim();
    if (!slug || !name) report.refuse.push({ item: label, reason: 'it has no name' });
    else if (longerThan(name, LIMITS.name)) report.refuse.push({ item: label, reason: `its name is longer than ${LIMITS.name} characters` });
    else if ((term.kind === 'category' ? state.categories : state.tags).has(slug)) report.skip.push({ item: label, reason: 'already on this site' });
    else {
      terms.push({ ...term, slug, name, description: term.description.trim().slice(0, LIMITS.description), label });
      report.create.push({ item: label, reason: '' });
    }
  }

  const items: PlannedItem[] = [];
  const seen = new Set<string>();
  for (const source of site.items) {
    const slug = toSlug(source.slug || source.title);
    const label = `${source.kind} "${slug || source.title || source.sourceId}"`;
    const refuse = (reason: string) => report.refuse.push({ item: label, reason });
    const title = source.title.trim();
    const content = cleanImportedHtml(source.html);
    const shape = markupShapeProblem(content, 'html');
    if (!title) refuse('it has no title');
    else if (longerThan(title, LIMITS.title)) refuse(`its title is longer than ${LIMITS.title} characters`);
    else if (!slug) refuse('no address can be made from its slug or title');
    else if (seen.has(`${source.kind}:${slug}`)) refuse('another item of the file has the same slug');
    else if (source.kind === 'page' && reserved.has(slug)) refuse(`/${slug} is an address this site uses itself`);
    else if ((source.kind === 'post' ? state.postSlugs : state.pageSlugs).has(slug)) {
      report.skip.push({ item: label, reason: 'already on this site' });
      // Comments come only with the post they are on: importing a file twice adds none twice.
      if (source.kind === 'post' && source.comments.length > 0) report.skip.push({ item: `comments on ${label}`, reason: 'its post is already on this site' });
    }
    else if (!content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(content)) refuse('it has no content');
    else if (shape || longerThan(content, LIMITS.content)) refuse('its HTML is nested too deeply or too large to be edited here');
    else {
      seen.add(`${source.kind}:${slug}`);
      const notes: string[] = [];
      const invitesBefore = invites?.size;
      const author = authorOf(source, state.staff, owner, invites);
      if (author.note) notes.push(author.note);
      if (author.invite && invites?.size !== invitesBefore) report.create.push({ item: author.invite.label, reason: 'as an author: the invitation is mailed to them' });
      const featuredImage = link(source.featuredImage);
      if (source.missingImage) notes.push(`its featured image (${source.missingImage}) is not in the file: imported without it`);
      else if (source.featuredImage && !featuredImage) notes.push('its featured image is not a web address: imported without it');
      const when = schedule(source, now);
      const oldSlug = source.slug.toLowerCase();
      // Pages take no comments from a file: only posts' are imported.
      const comments = source.kind === 'post' ? plannedComments(source, when.publishDate ? new Date(when.publishDate) : now) : [];
      const commentsLine = comments.length > 0 ? { item: `comments on ${label}`, reason: [...countOf(comments, 'approved', 'approved'), ...countOf(comments, 'held', 'held for moderation'), ...countOf(comments, 'spam', 'spam')].join(', ') } : undefined;
      items.push({
        source,
        label,
        note: notes.join('; '),
        slug,
        content,
        ...when,
        authorId: author.id,
        featuredImage,
        // The title stands for a missing alt text, only where there is an image to describe.
        featuredImageAlt: cut(source.featuredImageAlt || (featuredImage ? title : ''), LIMITS.alt),
        metaDescription: cut(source.metaDescription || source.excerpt, LIMITS.metaDescription),
        canonicalUrl: link(source.canonicalUrl),
        ogImage: link(source.ogImage),
        oldKeys: [...source.oldKeys, ...(oldSlug && oldSlug !== slug ? [oldSlug] : [])],
        ...(author.invite ? { invite: author.invite.key } : {}),
        comments,
        commentsLine,
      });
      report.create.push({ item: label, reason: notes.join('; ') });
      if (commentsLine) report.create.push(commentsLine);
    }
  }
  return { report, terms, invites: [...(invites?.values() ?? [])], items };
}
