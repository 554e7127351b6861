/** One of a member's comments, as their data export carries it. */
export interface MemberComment {
  id: string;
  postSlug: string | null;
  /** Only on a comment on a static page. */
  pageSlug?: string | null;
  parentId: string | null;
  text: string;
  status: string;
  createdAt: string;
  editedAt: string | null;
}

/** A member as the service sees it (ids as the contract has them: strings the database chose). */
export interface MemberRecord {
  id: string;
  email: string;
  displayName: string;
  createdAt: string;
  blocked: boolean;
}
