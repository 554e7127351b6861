import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugFollowsName, slugify } from './slug.ts';

/**
 * Keeps `slug` in step with the `from` field (a term's name, a new post's title) while the admin
 * has not typed a slug of their own. Pass the record's slug in edit dialogs.
 */
export function SlugFollowsName({ originalSlug, from = 'name' }: { originalSlug?: string; from?: string }) {
  const { getValues, setValue } = useFormContext();
  const name = (useWatch({ name: from }) as string | undefined) ?? '';
  const previousName = useRef(name);
  useEffect(() => {
    if (name === previousName.current) return;
    const slug = (getValues('slug') as string | undefined) ?? '';
    if (slugFollowsName(slug, previousName.current, originalSlug)) setValue('slug', slugify(name), { shouldDirty: true });
    previousName.current = name;
  }, [name, getValues, setValue, originalSlug]);
  return null;
}
