import { Box, Stack, Typography } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { EVENT_KIND_LABELS, EVENT_KINDS } from '../../../../common/events.ts';
import { HOME_EVENTS, HOME_MESSAGES } from '../../../../common/homepage.ts';
import { ContentEditor } from '../common/editor/ContentEditor.tsx';
import { ImageUpload } from '../common/ImageUpload.tsx';
import { fieldsOf } from './sectionKinds.ts';

const TONES = [
  { id: 'plain', name: 'Plain' },
  { id: 'tint', name: 'Tinted' },
  { id: 'dark', name: 'Dark' },
  { id: 'intro', name: 'Introduction' },
];

/** The link rule the server applies: a section, a site path, http(s) or mailto; nothing a browser runs. */
const LINK = /^(#[a-z0-9]+(-[a-z0-9]+)*|https?:\/\/[^\s/]+[^\s]*|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;
const validateLink = (value: unknown) => (typeof value === 'string' && LINK.test(value.trim()) ? undefined : HOME_MESSAGES.link);
const validateAnchor = (value: unknown) => (!value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(value)) ? undefined : HOME_MESSAGES.anchor);

const EVENT_KIND_CHOICES = EVENT_KINDS.map((kind) => ({ id: kind, name: EVENT_KIND_LABELS[kind] }));
const COUNT_CHOICES = Array.from({ length: HOME_EVENTS.maxCount }, (_, at) => ({ id: at + 1, name: String(at + 1) }));

/** An events section's choice of sessions: how many, and of which kind. */
function EventsFields({ path }: { path: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <SelectInput source={`${path}.count`} label="How many to show" choices={COUNT_CHOICES} emptyText={`Default (${HOME_EVENTS.count})`} emptyValue="" helperText="The next sessions on the calendar" />
      <SelectInput source={`${path}.eventKind`} label="Kind of event" choices={EVENT_KIND_CHOICES} emptyText="Any kind" emptyValue="" helperText="Only this kind, or every kind" />
    </Stack>
  );
}

/** The image's upload, address and alt text. */
function ImageFields({ path }: { path: string }) {
  const { setValue } = useFormContext();
  const src = useInput({ source: `${path}.image.src` });
  return (
    <Box>
      <Typography variant="subtitle2">Image</Typography>
      <ImageUpload inputTestId="section-image-file" onUploaded={(url) => setValue(`${path}.image.src`, url, { shouldDirty: true })} />
      <TextInput source={`${path}.image.src`} label="Image address" fullWidth helperText={false} />
      {src.field.value && <TextInput source={`${path}.image.alt`} label="Alt text" fullWidth helperText="What the image shows, for screen readers" />}
    </Box>
  );
}

/** The fields of one section, by its kind; `path` is its place in the form (`sections.2`). */
export function SectionFields({ section, path }: { section: HomeSection; path: string }) {
  const fields = fieldsOf(section.kind);
  if (fields.fixed)
    return (
      <Typography variant="body2" color="text.secondary">
        The site draws this section from the gear guides: move it, hide it or give it its anchor.
        <TextInput source={`${path}.anchor`} label="Anchor" validate={validateAnchor} fullWidth helperText="The id menus scroll to (lower case words joined by hyphens)" />
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput source={`${path}.heading`} label="Heading" fullWidth helperText={false} />
        <TextInput source={`${path}.anchor`} label="Anchor" validate={validateAnchor} helperText="For menu links, e.g. our-story" />
        <SelectInput source={`${path}.tone`} label="Background" choices={TONES} emptyValue="plain" emptyText="Plain" helperText={false} />
      </Stack>
      {fields.lead && <TextInput source={`${path}.lead`} label="Lead" multiline fullWidth helperText="The plain paragraph under the heading" />}
      {fields.events && <EventsFields path={path} />}
      {fields.image && <ImageFields path={path} />}
      {fields.text && <ContentEditor source={`${path}.text`} label="Text" required={false} />}
      {fields.columns && (
        <ArrayInput source={`${path}.columns`} label="Columns">
          <SimpleFormIterator inline={false} disableReordering>
            <TextInput source="anchor" label="Column anchor" validate={validateAnchor} helperText={false} />
            <ContentEditor source="html" label="Column text" required={false} />
          </SimpleFormIterator>
        </ArrayInput>
      )}
      {fields.cards && (
        <ArrayInput source={`${path}.cards`} label={section.kind === 'differences' ? 'Points' : 'Cards'}>
          <SimpleFormIterator inline>
            <TextInput source="heading" label="Heading" helperText={false} />
            <TextInput source="meta" label="Short line" helperText={false} />
            <TextInput source="text" label="Text" multiline helperText={false} />
            <TextInput source="link.label" label="Link label" helperText={false} />
            <TextInput source="link.href" label="Link" helperText={false} validate={(value: unknown) => (value ? validateLink(value) : undefined)} />
          </SimpleFormIterator>
        </ArrayInput>
      )}
      {fields.buttons && (
        <ArrayInput source={`${path}.buttons`} label="Buttons">
          <SimpleFormIterator inline>
            <TextInput source="label" label="Label" helperText={false} />
            <TextInput source="href" label="Link" validate={validateLink} helperText="#section, /path, https://… or mailto:" />
          </SimpleFormIterator>
        </ArrayInput>
      )}
    </Stack>
  );
}
