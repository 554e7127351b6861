import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { PAGE_EDITOR_LOAD_DELAY_MS } from '../../../../common/constants.ts';
import type { SamplePage } from '../dataProvider/samplePages.ts';

export type PageLoad = { state: 'loading' } | { state: 'ready'; page: SamplePage | null } | { state: 'missing' };

/** Loads a sample page after the simulated 500 ms delay; a new page (no id) is ready at once. */
export function usePageRecord(id: string | undefined): PageLoad {
  const dataProvider = useDataProvider();
  const [load, setLoad] = useState<PageLoad>(id ? { state: 'loading' } : { state: 'ready', page: null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    const timer = setTimeout(() => {
      dataProvider
        .getOne<SamplePage>('pages', { id: Number(id) })
        .then(({ data }) => live && setLoad({ state: 'ready', page: data }))
        .catch(() => live && setLoad({ state: 'missing' }));
    }, PAGE_EDITOR_LOAD_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, dataProvider]);
  return load;
}
