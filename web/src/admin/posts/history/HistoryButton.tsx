import type { Revision, RevisionSummary } from '../../../../../codegen/hey-api/types.gen.ts';
import { EditHistoryButton } from '../../common/history/EditHistoryButton.tsx';
import { capitalise } from '../PostStatusBadge.tsx';
import { RevisionView } from './RevisionView.tsx';

/** A post's History (admin/common/history/): each version with its publish status, drawn as the post page would. */
export function PostHistoryButton() {
  return <EditHistoryButton<RevisionSummary, Revision> resource="posts" statusOf={(revision) => capitalise(revision.publishStatus)} view={(revision) => <RevisionView revision={revision} />} />;
}
