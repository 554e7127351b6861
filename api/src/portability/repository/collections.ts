import { GearProductModel, GearReviewModel } from '../../gear/repository/model.ts';
import { Comment } from '../../comments/repository/model.ts';
import { Court } from '../../courts/repository/model.ts';
import { EventModel } from '../../events/repository/model.ts';
import { Member } from '../../members/repository/model.ts';
import { NavigationVersion } from '../../navigation/repository/navigationRepository.ts';
import { AnalyticsCount, AnalyticsDay } from '../../analytics/repository/model.ts';
import { Subscriber } from '../../newsletter/repository/subscriberModel.ts';
import { Post } from '../../posts/repository/model.ts';
import { SlugRedirect } from '../../posts/repository/redirectModel.ts';
import { Revision } from '../../revisions/repository/model.ts';
import { SettingsVersion } from '../../settings/repository/model.ts';
import { StaticPageModel } from '../../staticPages/repository/model.ts';
import { Category, Tag } from '../../taxonomy/repository/model.ts';
import { User } from '../../users/repository/model.ts';
import { TwoFactor } from '../../twoFactor/repository/model.ts';
import { Webhook } from '../../webhooks/repository/model.ts';
import type { ExportFile } from '../format.ts';

/** The GridFS bucket uploads are kept in (uploads/repository). */
export const UPLOADS_BUCKET = 'uploads';

/** The stored collection behind each export file. */
export const COLLECTIONS: Record<ExportFile, string> = {
  posts: Post.collection.collectionName,
  'post-redirects': SlugRedirect.collection.collectionName,
  pages: StaticPageModel.collection.collectionName,
  revisions: Revision.collection.collectionName,
  categories: Category.collection.collectionName,
  tags: Tag.collection.collectionName,
  courts: Court.collection.collectionName,
  'gear-products': GearProductModel.collection.collectionName,
  'gear-reviews': GearReviewModel.collection.collectionName,
  events: EventModel.collection.collectionName,
  settings: SettingsVersion.collection.collectionName,
  navigation: NavigationVersion.collection.collectionName,
  staff: User.collection.collectionName,
  subscribers: Subscriber.collection.collectionName,
  // Members without their sign-in links and sessions, which stay with the site that issued them.
  members: Member.collection.collectionName,
  comments: Comment.collection.collectionName,
  'analytics-counts': AnalyticsCount.collection.collectionName,
  'analytics-days': AnalyticsDay.collection.collectionName,
  counters: 'counters',
  uploads: `${UPLOADS_BUCKET}.files`,
};

/** What a staff account is exported with: no password hash, 2FA secret, token or session stamp. */
export const STAFF_FIELDS = ['_id', 'username', 'email', 'role', 'isActive', 'isOwner', 'displayName', 'slug', 'bio', 'avatar', 'createdAt', 'updatedAt'] as const;

/** Where a full backup's secrets are stored besides the staff accounts' password hashes. */
export const SECRET_COLLECTIONS = { twoFactor: TwoFactor.collection.collectionName, webhooks: Webhook.collection.collectionName } as const;
