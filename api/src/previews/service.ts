import type { PreviewLink } from '../../../codegen/hey-api/types.gen.ts';
import { PREVIEW_LINK_DAYS } from '../../../common/constants.ts';
import { notFound } from '../http/problem.ts';
import type { RecordKind } from '../revisions/recordKey.ts';
import { signGrant } from './tokens.ts';

const DAY_SECONDS = 24 * 60 * 60;

export interface PreviewService {
  /** A signed link to the record as its public page will show it, valid PREVIEW_LINK_DAYS days; notFound when there is no such record. */
  createLink(id: number): Promise<PreviewLink>;
  /** Every preview link of the record made so far stops working; notFound when there is no such record. */
  revokeLinks(id: number): Promise<void>;
}

/** What the links need of a kind's repository. */
export interface PreviewRecords {
  get(id: number): Promise<unknown>;
  /** How many times the record's preview links were revoked. */
  previewGeneration(id: number): Promise<number>;
  revokePreviews(id: number): Promise<void>;
}

export interface PreviewServiceDeps {
  kind: RecordKind;
  /** The word of a 404 ("Post", "Page"). */
  noun: string;
  repository: PreviewRecords;
  /** Signs the links (a key derived from it, see tokens.ts). */
  secret: string;
  /** Where the links lead: `${siteUrl}/preview/{token}`. */
  siteUrl: string;
}

/** Preview links of one kind of record (posts, pages): the same tokens, page and rules for each. */
export function createPreviewLinkService({ kind, noun, repository, secret, siteUrl }: PreviewServiceDeps): PreviewService {
  const existing = async (id: number) => {
    if (!(await repository.get(id))) throw notFound(noun);
  };
  return {
    async createLink(id) {
      await existing(id);
      const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_DAYS * DAY_SECONDS;
      const token = signGrant(secret, { kind, id, generation: await repository.previewGeneration(id), expiresAt });
      return { url: `${siteUrl}/preview/${token}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async revokeLinks(id) {
      await existing(id);
      await repository.revokePreviews(id);
    },
  };
}
