import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useInput } from 'react-admin';

/** Every term of a kind, by name: the editor's checkboxes and chips, and the preview. */
export const ALL_TERMS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Every category or tag, and the post's choice among them (the ids in `source`), toggled one at a time. */
export function useTermSelection<T extends { id: number }>(resource: 'categories' | 'tags', source: 'categoryIds' | 'tagIds') {
  const { data, isPending } = useGetList<T>(resource, ALL_TERMS);
  const { field } = useInput({ source, defaultValue: [] });
  const selected: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number) => field.onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);
  return { terms: data ?? [], isPending, selected, toggle };
}

/** "Loading tags..." while the terms load, "No tags found" when there are none, else the choices. */
export function TermChoices({ resource, isPending, count, children }: { resource: 'categories' | 'tags'; isPending: boolean; count: number; children: ReactNode }) {
  if (isPending) return <Typography variant="body2">Loading {resource}...</Typography>;
  if (count === 0) return <Typography variant="body2">No {resource} found</Typography>;
  return children;
}
