/** The records that keep revisions and get preview links. */
export type RecordKind = 'post' | 'page';
