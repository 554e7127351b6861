import { describe, expect, it } from 'vitest';
import { slugFollowsName, slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases, drops punctuation, joins words with single hyphens and trims', () => {
    expect(slugify('  The Kitchen: Where You Can & Cannot Volley!  ')).toBe('the-kitchen-where-you-can-cannot-volley');
    expect(slugify('Dink -- or -- Drive?')).toBe('dink-or-drive');
    expect(slugify('-Third Shot-')).toBe('third-shot');
  });
});

describe('slugFollowsName', () => {
  it('in a create dialog follows while the slug is empty or what the previous name gave', () => {
    expect(slugFollowsName('', 'Dink')).toBe(true);
    expect(slugFollowsName('third-shot', 'Third Shot')).toBe(true);
    expect(slugFollowsName('my-own', 'Third Shot')).toBe(false);
  });
  it('in an edit dialog follows while the slug is still the original', () => {
    expect(slugFollowsName('serving', 'Serve', 'serving')).toBe(true);
    expect(slugFollowsName('custom', 'Serve', 'serving')).toBe(false);
  });
});
