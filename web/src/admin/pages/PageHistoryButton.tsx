import type { PageRevision, PageRevisionSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { EditHistoryButton } from '../common/history/EditHistoryButton.tsx';
import { PageRevisionView } from './PageRevisionView.tsx';
import { pageStatus } from './pageStatus.ts';

/** A page's History (admin/common/history/), as a post has it: each version with its status, shown as the page shows it. */
export function PageHistoryButton() {
  return <EditHistoryButton<PageRevisionSummary, PageRevision> resource="pages" statusOf={(revision) => pageStatus(revision.isPublished)} view={(revision) => <PageRevisionView revision={revision} />} />;
}
