import { NEWSLETTER_ADMIN_MESSAGES, NEWSLETTER_MESSAGES } from '../../../common/newsletter.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { newsletterStartup } from './repository/startup.ts';
import { importRefusal } from './subscriberImport.ts';

export const NEWSLETTER_LISTS = {
  'newsletter.listIssues': { sortable: ['id', 'createdAt', 'sentAt', 'subject'], filters: [] },
  'newsletter.listSubscribers': { sortable: ['id', 'email', 'status', 'createdAt', 'confirmedAt'], filters: ['q', 'status'] },
} as const satisfies Record<string, ListFields>;

/** What the newsletter registers with the shared floors (see http/resourceModule.ts). */
export const newsletterModule: ResourceModule = {
  name: 'newsletter',
  lists: NEWSLETTER_LISTS,
  fieldTexts: {
    subject: { required: NEWSLETTER_ADMIN_MESSAGES.subjectRequired, pattern: NEWSLETTER_ADMIN_MESSAGES.subjectRequired },
    email: { required: NEWSLETTER_MESSAGES.invalidEmail, maxLength: NEWSLETTER_MESSAGES.invalidEmail, pattern: NEWSLETTER_MESSAGES.invalidEmail },
    consentNote: { pattern: NEWSLETTER_ADMIN_MESSAGES.consentNoteRequired },
    csv: { pattern: (csv) => importRefusal(String(csv)) ?? NEWSLETTER_ADMIN_MESSAGES.importNoEmailColumn },
    // A field of a list's items, named without its index (`posts.0.url` reads `posts.url`).
    'posts.url': { pattern: NEWSLETTER_ADMIN_MESSAGES.postLinkInvalid },
  },
  startup: newsletterStartup,
};
