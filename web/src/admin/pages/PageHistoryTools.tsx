import { RecordContextProvider } from 'react-admin';
import type { PageRevision, PageRevisionSummary, StaticPage } from '../../../../codegen/hey-api/types.gen.ts';
import { HistoryButton } from '../common/history/HistoryButton.tsx';
import { PreviewLinkButton } from '../common/history/PreviewLinkButton.tsx';
import { PageRevisionView } from './PageRevisionView.tsx';
import { pageStatus } from './pageStatus.ts';

/** A saved page's History and "Copy preview link", as a post has them. */
export function PageHistoryTools({ page, onRestored }: { page: StaticPage; onRestored: () => Promise<unknown> }) {
  return (
    <RecordContextProvider value={page}>
      <HistoryButton<PageRevisionSummary, PageRevision>
        resource="pages"
        recordId={page.id}
        version={page.version}
        onRestored={onRestored}
        statusOf={(revision) => pageStatus(revision.isPublished)}
        view={(revision) => <PageRevisionView revision={revision} />}
      />
      <PreviewLinkButton resource="pages" noun="page" />
    </RecordContextProvider>
  );
}
