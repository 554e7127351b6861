import { useEditContext, useRecordContext } from 'react-admin';
import type { Revision, RevisionSummary } from '../../../../../codegen/hey-api/types.gen.ts';
import { HistoryButton } from '../../common/history/HistoryButton.tsx';
import { capitalise } from '../PostStatusBadge.tsx';
import { RevisionView } from './RevisionView.tsx';

/** A post's History (admin/common/history/): each version with its publish status, drawn as the post page would. */
export function PostHistoryButton() {
  const record = useRecordContext();
  const { refetch } = useEditContext();
  if (!record) return null;
  return (
    <HistoryButton<RevisionSummary, Revision>
      resource="posts"
      recordId={record.id}
      version={record.version as number | undefined}
      onRestored={async () => refetch?.()}
      statusOf={(revision) => capitalise(revision.publishStatus)}
      view={(revision) => <RevisionView revision={revision} />}
    />
  );
}
