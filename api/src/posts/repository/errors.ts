/** A save was refused: another post (or a concurrent save's copy) has the slug. */
export class SlugTaken extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`slug in use: ${slug}`);
    this.slug = slug;
  }
}

/** A save was refused: the post is no longer at the version the edit began from. */
export class StaleVersion extends Error {
  constructor() {
    super('the post changed since the edit began');
  }
}
