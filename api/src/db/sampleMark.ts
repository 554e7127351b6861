/**
 * The mark of a record start-up seeded as sample content, stored on it (`sample: true`) so the
 * owner can see it and remove all of it at once; absent on everything staff made.
 */
export const sampleMark = { sample: { type: Boolean } } as const;
