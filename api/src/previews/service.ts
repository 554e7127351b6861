import type { PreviewLink } from '../../../codegen/hey-api/types.gen.ts';
import { PREVIEW_LINK_DAYS } from '../../../common/constants.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import type { RecordKind } from '../revisions/recordKind.ts';
import { USER_MESSAGES } from '../users/messages.ts';
import { atLeast, type Role } from '../users/user.ts';
import { signGrant, type PreviewGrant } from './tokens.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Who makes, revokes or made a link. */
export interface PreviewMaker {
  id: number;
  role: Role;
}

export interface PreviewService<R = unknown> {
  /**
   * A signed link to the record as its public page will show it, valid PREVIEW_LINK_DAYS days,
   * working while `maker` may edit the record; notFound when there is no such record, 403 when
   * `maker` may not edit it.
   */
  createLink(id: number, maker: PreviewMaker): Promise<PreviewLink>;
  /** Every preview link of the record made so far stops working; notFound and 403 as createLink. */
  revokeLinks(id: number, by: PreviewMaker): Promise<void>;
  /**
   * The record a grant still opens, or null: its links were not revoked since, it exists, and
   * the link's maker is an active account that may still edit it.
   */
  opened(grant: PreviewGrant): Promise<R | null>;
}

/** What the links need of a kind's repository. */
export interface PreviewRecords<R> {
  get(id: number): Promise<R | null>;
  /** How many times the record's preview links were revoked. */
  previewGeneration(id: number): Promise<number>;
  revokePreviews(id: number): Promise<void>;
}

/** Who may edit a record of one kind: the role its edit operation asks, then the record's own rule. */
export interface EditRule<R> {
  /** The least role the kind's edit operation declares (its x-min-role). */
  leastRole: Role;
  /** The record's own rule, the one the kind's service applies to an edit; none when the role is all it takes. */
  own?: { allows(record: R, user: PreviewMaker): boolean; refusal: string };
}

export interface PreviewServiceDeps<R> {
  kind: RecordKind;
  /** The word of a 404 ("Post", "Page"). */
  noun: string;
  repository: PreviewRecords<R>;
  rule: EditRule<R>;
  /** Staff accounts as they are now, by id (null once deleted). */
  makers: { get(id: number): Promise<{ role: Role; isActive: boolean } | null> };
  /** Signs the links (a key derived from it, see tokens.ts). */
  secret: string;
  /** Where the links lead: `${siteUrl}/preview/{token}`. */
  siteUrl: string;
}

/** Preview links of one kind of record (posts, pages): the same tokens, page and rules for each. */
export function createPreviewLinkService<R>({ kind, noun, repository, rule, makers, secret, siteUrl }: PreviewServiceDeps<R>): PreviewService<R> {
  /** Why `user` may not edit `record` (the texts of a refused edit), or undefined when they may. */
  const refusal = (record: R, user: PreviewMaker): string | undefined => {
    if (!atLeast(user.role, rule.leastRole)) return USER_MESSAGES.roleTooLow(user.role, rule.leastRole);
    if (rule.own && !rule.own.allows(record, user)) return rule.own.refusal;
    return undefined;
  };
  /** Links are made and revoked by those who may edit the record. */
  const editable = async (id: number, user: PreviewMaker) => {
    const record = await repository.get(id);
    if (!record) throw notFound(noun);
    const refused = refusal(record, user);
    if (refused) throw new HttpProblem(403, refused);
  };
  return {
    async createLink(id, maker) {
      await editable(id, maker);
      const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_DAYS * DAY_SECONDS;
      const token = signGrant(secret, { kind, id, generation: await repository.previewGeneration(id), expiresAt, makerId: maker.id });
      return { url: `${siteUrl}/preview/${token}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async revokeLinks(id, by) {
      await editable(id, by);
      await repository.revokePreviews(id);
    },

    async opened({ id, generation, makerId }) {
      if ((await repository.previewGeneration(id)) !== generation) return null;
      const [record, maker] = await Promise.all([repository.get(id), makers.get(makerId)]);
      if (!record || !maker?.isActive) return null;
      return refusal(record, { id: makerId, role: maker.role }) ? null : record;
    },
  };
}
