import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useRecordContext } from 'react-admin';
import { characters } from '../../../../../common/characters.ts';
import { TITLE_COUNTER_MAX, TITLE_RECOMMENDED_MIN } from '../../../../../common/constants.ts';
import { slugify } from '../../common/slug.ts';
import { SlugFollowsName } from '../../common/SlugFollowsName.tsx';
import { ContentEditor } from '../../common/editor/ContentEditor.tsx';
import { Counter } from './Counter.tsx';
import { SectionCard } from '../../common/SectionCard.tsx';
import { validateSlug, validateTitle } from './validators.ts';

/** Title (x/60), subtitle, slug (following a new post's title; count and "Generate from title") and the content editor. */
export function PostContentCard() {
  const { setValue } = useFormContext();
  const title = (useWatch({ name: 'title' }) as string | undefined) ?? '';
  const slug = (useWatch({ name: 'slug' }) as string | undefined) ?? '';
  const generate = () => setValue('slug', slugify(title), { shouldDirty: true, shouldValidate: true });
  // A published address stays put: the slug follows the title only on a new post.
  const isNew = useRecordContext()?.id == null;
  return (
    <SectionCard title="Post Content">
      {isNew ? <SlugFollowsName from="title" /> : null}
      <TextInput
        source="title"
        label="Title"
        validate={validateTitle}
        fullWidth
        helperText={false}
      />
      <Counter count={characters(title)} max={TITLE_COUNTER_MAX} hint={`Recommended ${TITLE_RECOMMENDED_MIN}-${TITLE_COUNTER_MAX} characters`} />
      <TextInput source="subtitle" label="Subtitle" fullWidth helperText={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <TextInput source="slug" label="Slug" validate={validateSlug} fullWidth helperText={false} />
          <Typography variant="caption" color="text.secondary">
            {characters(slug)} characters
          </Typography>
        </Box>
        <Button onClick={generate} startIcon={<AutoFixHighIcon />} sx={{ mt: { sm: 1.5 }, whiteSpace: 'nowrap', flexShrink: 0 }} disabled={!title.trim()}>
          Generate from title
        </Button>
      </Stack>
      <ContentEditor productCards />
    </SectionCard>
  );
}
