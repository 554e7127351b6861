import type { PostDoc } from './repository/records.ts';
import { excerptOf, plainText } from '../markup/plainText.ts';

/**
 * What public reads need from a post's content, worked out once when the content is saved and
 * stored on the post: a card, a feed or a mail never parses the HTML again.
 */
export interface DerivedText {
  /** The start of the visible text, longer than any excerpt cut from it. */
  textStart: string;
  wordCount: number;
}

/** Excerpts are at most this long, so one cut from `textStart` equals one cut from the whole text. */
const TEXT_START_CHARS = 1000;

/** Reading speed behind "N min read". */
const WORDS_PER_MINUTE = 230;

export function deriveText(content: string): DerivedText {
  const text = plainText(content);
  return { textStart: text.slice(0, TEXT_START_CHARS), wordCount: text.split(/\s+/).filter(Boolean).length };
}

/** The stored text, or for a post saved before it was stored, worked out now. */
export function derivedText(doc: Pick<PostDoc, 'content' | 'textStart' | 'wordCount'>): DerivedText {
  return typeof doc.textStart === 'string' && typeof doc.wordCount === 'number' ? { textStart: doc.textStart, wordCount: doc.wordCount } : deriveText(doc.content);
}

/** The post's meta description, or the start of its text cut at a word (at most `max` characters). */
export function excerptFor(doc: Pick<PostDoc, 'content' | 'metaDescription' | 'textStart' | 'wordCount'>, max = 200): string {
  return doc.metaDescription || excerptOf(derivedText(doc).textStart, Math.min(max, TEXT_START_CHARS - 1));
}

export function readingMinutesFor(doc: Pick<PostDoc, 'content' | 'textStart' | 'wordCount'>): number {
  return Math.max(1, Math.ceil(derivedText(doc).wordCount / WORDS_PER_MINUTE));
}
