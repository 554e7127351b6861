import { EditBase, useRedirect } from 'react-admin';
import { PAGE_MESSAGES } from '../../../../common/pageMessages.ts';
import { EditLoaded } from '../common/EditLoaded.tsx';
import { useToast } from '../common/useToast.tsx';
import { PageForm } from './PageForm.tsx';
import { PageLoading } from './PageLoading.tsx';
import { usePageSaved } from './usePageSaved.ts';

/** Edit a page, read and saved through the dataProvider; an id the server does not know says so and returns to the list. */
export function PageEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  const saved = usePageSaved();
  return (
    <EditBase
      resource="pages"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={saved}
      queryOptions={{
        onError: () => {
          toast.error(PAGE_MESSAGES.notFoundDetail, PAGE_MESSAGES.notFound);
          redirect('list', 'pages');
        },
      }}
    >
      <EditLoaded loading={<PageLoading />}>{() => <PageForm heading="Edit Page" />}</EditLoaded>
    </EditBase>
  );
}
