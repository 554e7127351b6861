import type { DataProvider } from 'react-admin';
import {
  newsletterAddSubscriber, newsletterCreateIssue, newsletterDeleteSubscriber, newsletterDraft, newsletterGetIssue, newsletterImportSubscribers,
  newsletterListIssues, newsletterListSubscribers, newsletterPreviewIssue, newsletterSendIssue, newsletterTestIssue, newsletterUpdateIssue,
} from '../../../../codegen/hey-api/sdk.gen.ts';
import type { Issue, IssueInput, IssuePreview, NewsletterAccepted, SubscriberImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { crudProvider } from './crudProvider.ts';
import { dataOf, sdk } from './sdk.ts';

export interface NewsletterDataProvider extends DataProvider {
  /** GET /api/newsletter/draft: a new issue pre-filled with the posts since the last one. */
  issueDraft: (resource: string) => Promise<{ data: IssueInput }>;
  /** POST /api/newsletter/preview: the mail as subscribers will get it, from unsaved content. */
  previewIssue: (resource: string, params: { data: IssueInput }) => Promise<{ data: IssuePreview }>;
  /** POST .../issues/{id}/test: one copy to one address. */
  testIssue: (resource: string, params: { id: string; email: string }) => Promise<{ data: NewsletterAccepted }>;
  /** POST .../issues/{id}/send: to every confirmed subscriber, once. */
  sendIssue: (resource: string, params: { id: string }) => Promise<{ data: Issue }>;
  /** POST .../subscribers/import: a Ghost, Substack or Mailchimp export; refused rows come back in the report. */
  importSubscribers: (resource: string, params: { csv: string; consentNote: string }) => Promise<{ data: SubscriberImportReport }>;
}

/** Only the fields IssueInput allows (the contract rejects any other property). */
export function toIssueInput(data: Partial<IssueInput>): IssueInput {
  return {
    subject: data.subject ?? '',
    intro: data.intro ?? '',
    posts: (data.posts ?? []).map(({ title, excerpt, url }) => ({ title, excerpt, url })),
  };
}

/** The newsletter's subscribers and issues over their generated operations, plus the calls beyond records. */
export function createNewsletterDataProvider(): NewsletterDataProvider {
  const base = crudProvider({
    subscribers: { idName: 'subscriberId', list: newsletterListSubscribers, create: newsletterAddSubscriber, delete: newsletterDeleteSubscriber },
    issues: { idName: 'issueId', list: newsletterListIssues, get: newsletterGetIssue, create: newsletterCreateIssue, update: newsletterUpdateIssue },
  });
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: resource === 'issues' ? toIssueInput(params.data) : params.data }),
    update: (resource, params) => base.update(resource, { ...params, data: resource === 'issues' ? toIssueInput(params.data) : params.data }),
    issueDraft: () => dataOf(newsletterDraft({ ...sdk })),
    previewIssue: (_resource, { data }) => dataOf(newsletterPreviewIssue({ ...sdk, body: toIssueInput(data) })),
    testIssue: (_resource, { id, email }) => dataOf(newsletterTestIssue({ ...sdk, path: { issueId: id }, body: { email } })),
    sendIssue: (_resource, { id }) => dataOf(newsletterSendIssue({ ...sdk, path: { issueId: id } })),
    importSubscribers: (_resource, params) => dataOf(newsletterImportSubscribers({ ...sdk, body: params })),
  };
}
