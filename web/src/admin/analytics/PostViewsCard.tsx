import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { SectionCard } from '../common/SectionCard.tsx';

/** A saved post's page views and visitors since counting began (its current slug's page). */
export function PostViewsCard() {
  const record = useRecordContext<{ slug?: string; publishStatus?: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const slug = record?.slug;
  const views = useQuery({ queryKey: ['analytics', 'post', slug], queryFn: async () => (await dataProvider.postAnalytics('analytics', { slug: slug! })).data, enabled: Boolean(slug) });
  if (!slug) return null;
  return (
    <SectionCard title="Views">
      {views.isPending && <Typography color="text.secondary">Loading views…</Typography>}
      {views.isError && <Typography color="error">Could not load the views.</Typography>}
      {views.data && (
        <Typography>
          {views.data.views.toLocaleString('en-US')} views · {views.data.visitors.toLocaleString('en-US')} visitors (sum of daily visitors)
        </Typography>
      )}
    </SectionCard>
  );
}
