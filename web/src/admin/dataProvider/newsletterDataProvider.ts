import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { Issue, IssueInput, IssuePreview, NewsletterAccepted, SubscriberImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';

export const NEWSLETTER_API = '/api/newsletter';

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

const post = async <T>(url: string, body?: unknown): Promise<{ data: T }> => {
  const { json } = await httpClient(url, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { data: json as T };
};

/** ra-data-simple-rest over /api/newsletter (subscribers, issues), plus the calls its dialect lacks. */
export function createNewsletterDataProvider(): NewsletterDataProvider {
  const base = simpleRestProvider(NEWSLETTER_API, httpClient);
  return {
    ...base,
    create: (resource, params) => base.create(resource, { ...params, data: resource === 'issues' ? toIssueInput(params.data) : params.data }),
    update: (resource, params) => base.update(resource, { ...params, data: resource === 'issues' ? toIssueInput(params.data) : params.data }),
    issueDraft: async () => {
      const { json } = await httpClient(`${NEWSLETTER_API}/draft`);
      return { data: json as IssueInput };
    },
    previewIssue: (_resource, { data }) => post<IssuePreview>(`${NEWSLETTER_API}/preview`, toIssueInput(data)),
    testIssue: (_resource, { id, email }) => post<NewsletterAccepted>(`${NEWSLETTER_API}/issues/${id}/test`, { email }),
    sendIssue: (_resource, { id }) => post<Issue>(`${NEWSLETTER_API}/issues/${id}/send`),
    importSubscribers: (_resource, params) => post<SubscriberImportReport>(`${NEWSLETTER_API}/subscribers/import`, params),
  };
}
