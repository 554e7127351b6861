import { useCallback, useMemo, useState } from 'react';
import { useUpdate, type RaRecord, type SaveContextValue } from 'react-admin';
import type { StaticPage } from '../../../../codegen/hey-api/types.gen.ts';

type Callbacks = { onSuccess?: (data: unknown) => void; onError?: (error: unknown) => void };

/**
 * The page editor's SaveContext for the DraftKeeper: a save that stays on the page (no toast, no
 * return to the list), so a draft page saves itself as a draft post does. The form follows the
 * saved page, whose read the update refreshes.
 */
export function usePageAutosave(page: StaticPage | null): { context: SaveContextValue; during: <T>(work: () => Promise<T>) => Promise<T> } {
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (values: Partial<RaRecord>, callbacks?: Callbacks) => {
      if (!page) return;
      setSaving(true);
      try {
        const data = await update('pages', { id: page.id, data: values, previousData: page as unknown as RaRecord }, { mutationMode: 'pessimistic', returnPromise: true });
        callbacks?.onSuccess?.(data);
      } catch (error) {
        callbacks?.onError?.(error);
      } finally {
        setSaving(false);
      }
    },
    [page, update],
  );
  /** The explicit save runs through this, so no autosave starts while it is on its way. */
  const during = useCallback(async <T,>(work: () => Promise<T>) => {
    setSaving(true);
    try {
      return await work();
    } finally {
      setSaving(false);
    }
  }, []);
  const context = useMemo<SaveContextValue>(() => ({ save: save as SaveContextValue['save'], saving, mutationMode: 'pessimistic' }), [save, saving]);
  return { context, during };
}
