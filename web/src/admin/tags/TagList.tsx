import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import type { Tag } from '../../../../codegen/hey-api/types.gen.ts';
import { useRecordDialog } from '../common/FormDialog.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { ScreenHeading } from '../common/ScreenHeading.tsx';
import { TagChip } from './TagChip.tsx';
import { TagDialog } from './TagDialog.tsx';

function TagCloud({ onEdit }: { onEdit: (tag: Tag) => void }) {
  const { data, isPending, filterValues } = useListContext<Tag>();
  if (isPending) return <Typography>Loading tags...</Typography>;
  if (!data?.length) {
    const query = filterValues.q as string | undefined;
    return <Typography>{query ? `No tags found matching "${query}"` : 'No tags found'}</Typography>;
  }
  return (
    <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {data.map((tag) => (
        <TagChip key={tag.id} tag={tag} onEdit={onEdit} />
      ))}
    </Box>
  );
}

/** Tags: search, chips with hover edit/delete, and the New/Edit dialogs. */
export function TagList() {
  const { dialog, openNew, openEdit } = useRecordDialog();
  return (
    <ListBase resource="tags" perPage={1000} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation debounce={300}>
      <ScreenHeading title="Tags" createLabel="New Tag" onCreate={openNew} creates="tags.create" />
      <Card>
        <CardContent>
          <ListSearch placeholder="Search tags..." label="Search tags" sx={{ maxWidth: 360, mb: 2 }} />
          <TagCloud onEdit={openEdit} />
        </CardContent>
      </Card>
      <TagDialog {...dialog} />
    </ListBase>
  );
}
