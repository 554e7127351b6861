import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SampleIds } from '../../../../codegen/hey-api/types.gen.ts';
import { SAMPLE_MESSAGES } from '../../../../common/sampleContent.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/** The query key of the sample ids; the removal invalidates it. */
export const SAMPLE_IDS_KEY = ['sampleContent', 'ids'] as const;

/** The ids of the sample records of one kind (empty until read). */
export function useSampleIds(kind: keyof SampleIds): ReadonlySet<number> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: SAMPLE_IDS_KEY, queryFn: async () => (await dataProvider.sampleIds('sampleContent')).data, staleTime: 60_000 });
  return new Set(data?.[kind] ?? []);
}

/** "Sample" beside a record the site was seeded with; nothing for the owner's own. */
export function SampleChip({ kind, id }: { kind: keyof SampleIds; id: number }) {
  const ids = useSampleIds(kind);
  if (!ids.has(id)) return null;
  return <Chip size="small" variant="outlined" color="warning" label={SAMPLE_MESSAGES.chip} sx={{ ml: 1, verticalAlign: 'middle' }} />;
}
