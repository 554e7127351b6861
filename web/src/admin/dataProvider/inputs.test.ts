import { describe, expect, it } from 'vitest';
import { toCategoryInput, toPostInput } from './inputs.ts';

describe('input shaping', () => {
  it('sends only PostInput fields, an ISO publish date and the version', () => {
    const input = toPostInput({
      id: 7,
      title: 'Dinks',
      slug: 'dinks',
      content: '<p>Soft</p>',
      publishStatus: 'scheduled',
      publishDate: '2024-01-05T09:30',
      tags: [{ id: 1, name: 'Dinking' }],
      tagIds: [1, '2'],
      categoryIds: [],
      createdAt: '2024-01-01T00:00:00Z',
      version: 3,
    });
    expect(Object.keys(input)).not.toContain('id');
    expect(Object.keys(input)).not.toContain('tags');
    expect(Object.keys(input)).not.toContain('createdAt');
    expect(input.publishDate).toBe(new Date('2024-01-05T09:30').toISOString());
    expect(input.tagIds).toEqual([1, 2]);
    expect(input.version).toBe(3);
  });
  it('sends the chosen author, and none when the post has none (the creator then)', () => {
    expect(toPostInput({ title: 't', slug: 's', content: 'c', authorId: 4 }).authorId).toBe(4);
    for (const authorId of [null, undefined, '']) expect(Object.keys(toPostInput({ title: 't', slug: 's', content: 'c', authorId }))).not.toContain('authorId');
  });
  it('turns an empty publish date into null', () => {
    expect(toPostInput({ title: 't', slug: 's', content: 'c', publishDate: '' }).publishDate).toBeNull();
  });
  it('keeps a category to name, slug and description', () => {
    expect(toCategoryInput({ id: 1, name: 'Gear', slug: 'gear', extra: true })).toEqual({ name: 'Gear', slug: 'gear', description: '' });
  });
});
