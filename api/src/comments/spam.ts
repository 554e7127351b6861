import { COMMENT_MAX_LINKS, COMMENT_MIN_TYPING_MS, commentLinks } from '../../../common/comments.ts';

/** What the comment form sends besides the text, for the spam checks. */
export interface FormSignals {
  /** A field people never see: anything in it was filled in by a program. */
  website?: unknown;
  /** Milliseconds the form was open before it was sent. */
  typingMs?: unknown;
}

/**
 * Why a comment looks like spam, or undefined: a filled honeypot, sent faster than anyone types,
 * too many links, or the same text the member already sent. No third-party service is asked.
 */
export function spamReason(body: string, signals: FormSignals, sameText: boolean): string | undefined {
  if (typeof signals.website === 'string' && signals.website.trim() !== '') return 'honeypot';
  if (typeof signals.typingMs === 'number' && signals.typingMs < COMMENT_MIN_TYPING_MS) return 'too fast';
  if (commentLinks(body).length > COMMENT_MAX_LINKS) return 'too many links';
  if (sameText) return 'repeated text';
  return undefined;
}
