import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ImportJob } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import type { ImportSource } from '../dataProvider/settingsDataProvider.ts';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1_000;

export interface ImportStart {
  source: ImportSource;
  file: Blob;
  uploads?: Blob;
  dryRun: boolean;
  inviteAuthors?: boolean;
}

export const jobEnded = (job: ImportJob | undefined) => job?.state === 'finished' || job?.state === 'failed';

/** Starts an import job and follows it until it finishes or fails. */
export function useImportJob() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [started, setStarted] = useState<ImportJob | null>(null);
  const start = useMutation({
    mutationFn: (params: ImportStart) => dataProvider.startImport('settings', params),
    onSuccess: ({ data }) => setStarted(data),
  });
  const followed = useQuery({
    queryKey: ['settings', 'importJob', started?.id],
    enabled: started !== null,
    queryFn: async () => (await dataProvider.importJob('settings', { id: started!.id })).data,
    refetchInterval: (query) => (jobEnded(query.state.data) ? false : IMPORT_POLL_MS),
    retry: 2,
  });
  const job = followed.data?.id === started?.id ? followed.data : (started ?? undefined);
  return {
    start: (params: ImportStart) => start.mutate(params),
    /** The job followed: its latest state. */
    job,
    /** Starting, or started and not ended yet. */
    busy: start.isPending || (job !== undefined && !jobEnded(job)),
    startError: start.error,
    followError: followed.error,
    forget: () => {
      setStarted(null);
      start.reset();
    },
  };
}
