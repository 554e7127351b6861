/** Texts and numbers of comments on posts, shared by the API and the web app. */
export const COMMENT_MAX_LENGTH = 3000;
/** A comment can be edited for 10 minutes after it was posted. */
export const COMMENT_EDIT_WINDOW_MS = 10 * 60 * 1000;
export const COMMENTS_PER_PAGE = 20;
/** More links than this in one comment is treated as spam. */
export const COMMENT_MAX_LINKS = 3;
/** A comment sent sooner than this after its form was shown was not typed by a person. */
export const COMMENT_MIN_TYPING_MS = 3000;
/** Comments one member may post, and one client address may send, per window. */
export const COMMENT_LIMIT_PER_MEMBER = 5;
export const COMMENT_LIMIT_PER_ADDRESS = 20;
export const COMMENT_LIMIT_WINDOW_MS = 10 * 60 * 1000;
/** Blocking a member blocks the addresses their comments came from this long (30 days). */
export const COMMENT_ADDRESS_BLOCK_MS = 30 * 24 * 60 * 60 * 1000;

/** Which new comments wait for a moderator (a setting). */
export const COMMENT_MODERATION = ['first-held', 'all-held', 'none-held'] as const;
export type CommentModeration = (typeof COMMENT_MODERATION)[number];
export const COMMENT_MODERATION_LABELS: Record<CommentModeration, string> = {
  'first-held': "Everyone's first comment is held",
  'all-held': 'All comments are held',
  'none-held': 'No comment is held',
};

/** Reports from this many different members hide an approved comment until a moderator reviews it. */
export const COMMENT_REPORTS_TO_HIDE = 3;
/** Reports one member may send per window (the comments' window). */
export const COMMENT_REPORT_LIMIT_PER_MEMBER = 10;

/** What becomes of a leaving member's comments (a setting): they stay, under "Deleted member", or go. */
export const LEAVING_MEMBER_COMMENTS = ['keep', 'remove'] as const;
export type LeavingMemberComments = (typeof LEAVING_MEMBER_COMMENTS)[number];
export const LEAVING_MEMBER_COMMENTS_LABELS: Record<LeavingMemberComments, string> = {
  keep: 'They stay, shown as "Deleted member"',
  remove: 'They are deleted with the membership',
};

/** Held comments are mailed to the moderators in one digest this often. */
export const COMMENT_DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** `reported`: hidden by members' reports, waiting for a moderator. */
export const COMMENT_STATUSES = ['held', 'approved', 'rejected', 'spam', 'reported'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_ACTIONS = ['approve', 'reject', 'spam'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export const COMMENT_MESSAGES = {
  bodyRequired: `Write a comment of 1 to ${COMMENT_MAX_LENGTH} characters.`,
  closed: 'Comments are closed on this post.',
  closedOnPage: 'Comments are not open on this page.',
  blocked: 'You can no longer comment on this site.',
  replyToReply: 'Replies go under a comment, not under another reply.',
  parentUnknown: 'The comment you reply to is not there any more.',
  editWindowOver: 'A comment can only be edited in the first 10 minutes.',
  tooManyForMember: 'You have posted many comments in a short time. Please wait a few minutes.',
  tooManyForAddress: 'Too many comments from your address. Please wait a few minutes.',
  held: 'Thanks! Your comment will appear once a moderator approves it.',
  published: 'Thanks! Your comment is published.',
  deletedMember: 'Deleted member',
  reported: 'Thank you. A moderator will look at this comment.',
  alreadyReported: 'You have already reported this comment.',
  reportOwn: 'You cannot report your own comment.',
  tooManyReports: 'You have sent many reports in a short time. Please wait a few minutes.',
} as const;

/** One piece of a comment's text as shown: plain text, a link, or a line break. */
export type CommentPiece = { text: string } | { link: string } | { br: true };

const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** The links a comment holds (the spam check counts them). */
export const commentLinks = (text: string): string[] => text.match(LINK) ?? [];

/**
 * A comment's plain text as pieces to draw: http(s) addresses become links, line breaks stay;
 * everything else is text, never markup.
 */
export function commentPieces(text: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) pieces.push({ br: true });
    let at = 0;
    for (const match of line.matchAll(LINK)) {
      if (match.index > at) pieces.push({ text: line.slice(at, match.index) });
      pieces.push({ link: match[0] });
      at = match.index + match[0].length;
    }
    if (at < line.length) pieces.push({ text: line.slice(at) });
  });
  return pieces;
}
