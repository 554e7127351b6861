/** The kinds of sample record, as the back office names them in the removal's report. */
export const SAMPLE_KIND_LABELS = {
  posts: 'posts',
  pages: 'pages',
  categories: 'categories',
  tags: 'tags',
  courts: 'courts',
  gearProducts: 'gear products',
  gearReviews: 'gear reviews',
  events: 'events',
} as const;

export const SAMPLE_MESSAGES = {
  onlyOwner: 'Only the owner of the site removes the sample content.',
  chip: 'Sample',
  dialogTitle: 'Remove all sample content?',
  dialogText:
    'The posts, categories, tags, courts, gear and events this site started with are deleted, and the site no longer shows them. Sample records you have edited since, and those your own content still uses, are kept.',
  nothingLeft: 'There is no sample content left to remove.',
  removedTitle: 'Sample content removed',
} as const;

/** One record of each kind. */
const SINGULAR: Record<keyof typeof SAMPLE_KIND_LABELS, string> = {
  posts: 'post',
  pages: 'page',
  categories: 'category',
  tags: 'tag',
  courts: 'court',
  gearProducts: 'gear product',
  gearReviews: 'gear review',
  events: 'event',
};

/** "3 posts, 1 court": the kinds with a count, in the order given. */
export function sampleCountsText(counts: Record<keyof typeof SAMPLE_KIND_LABELS, number>): string {
  const parts = (Object.keys(SAMPLE_KIND_LABELS) as (keyof typeof SAMPLE_KIND_LABELS)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${counts[kind] === 1 ? SINGULAR[kind] : SAMPLE_KIND_LABELS[kind]}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}
