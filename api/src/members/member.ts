/** A member as the service sees it (ids as the contract has them: strings the database chose). */
export interface MemberRecord {
  id: string;
  email: string;
  displayName: string;
  createdAt: string;
  blocked: boolean;
}
