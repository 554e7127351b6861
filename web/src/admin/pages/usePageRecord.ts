import { useGetOne } from 'react-admin';
import type { StaticPage } from '../../../../codegen/hey-api/types.gen.ts';

export type PageLoad = { state: 'loading' } | { state: 'ready'; page: StaticPage | null; refetch: () => Promise<unknown> } | { state: 'missing' };

/** The page being edited, read through the dataProvider; a new page (no id) is ready at once. */
export function usePageRecord(id: string | undefined): PageLoad {
  const { data, isPending, error, refetch } = useGetOne<StaticPage>('pages', { id: Number(id) }, { enabled: Boolean(id), retry: false });
  if (!id) return { state: 'ready', page: null, refetch };
  if (error) return { state: 'missing' };
  if (isPending || !data) return { state: 'loading' };
  return { state: 'ready', page: data, refetch };
}
