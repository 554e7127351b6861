import type { ReactNode } from 'react';
import { useEditContext, useRecordContext } from 'react-admin';
import { HistoryButton } from './HistoryButton.tsx';
import type { RevisionListItem } from './RevisionList.tsx';

export interface EditHistoryButtonProps<Summary extends RevisionListItem, Revision> {
  /** The dataProvider resource ('posts', 'pages'). */
  resource: string;
  statusOf: (summary: Summary) => string;
  /** The selected version, read-only. */
  view: (revision: Revision) => ReactNode;
}

/** History for the record of an edit screen: a restore reads the record again, and the form follows it. */
export function EditHistoryButton<Summary extends RevisionListItem, Revision>({ resource, statusOf, view }: EditHistoryButtonProps<Summary, Revision>) {
  const record = useRecordContext();
  const { refetch } = useEditContext();
  if (!record) return null;
  return (
    <HistoryButton<Summary, Revision>
      resource={resource}
      recordId={record.id}
      version={record.version as number | undefined}
      onRestored={async () => refetch?.()}
      statusOf={statusOf}
      view={view}
    />
  );
}
