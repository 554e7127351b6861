import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { IssueInput } from '../../../../codegen/hey-api/types.gen.ts';

/** An issue's subject, intro, posts and events of the next 7 days (each can be removed), as one controlled value. */
export function IssueFields({ value, onChange, errors = {} }: { value: IssueInput; onChange: (next: IssueInput) => void; errors?: Record<string, string> }) {
  const events = value.events ?? [];
  return (
    <Stack spacing={2}>
      <TextField label="Subject" required value={value.subject} onChange={(event) => onChange({ ...value, subject: event.target.value })} error={Boolean(errors.subject)} helperText={errors.subject} />
      <TextField label="Intro" multiline minRows={3} value={value.intro} onChange={(event) => onChange({ ...value, intro: event.target.value })} helperText="A blank line starts a new paragraph." />
      <Typography variant="subtitle2" component="h2">
        Posts ({value.posts.length})
      </Typography>
      {value.posts.length === 0 ? <Typography color="text.secondary">No posts published since the last issue.</Typography> : null}
      {value.posts.map((post, index) => (
        <Box key={post.url} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{post.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {post.excerpt}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${post.title}`} onClick={() => onChange({ ...value, posts: value.posts.filter((_, i) => i !== index) })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Typography variant="subtitle2" component="h2">
        Events in the next 7 days ({events.length})
      </Typography>
      {events.length === 0 ? <Typography color="text.secondary">No published events in the next 7 days.</Typography> : null}
      {events.map((event, index) => (
        <Box key={`${event.url}:${event.when}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {event.when} · {event.place}
            </Typography>
          </Box>
          <IconButton aria-label={`Remove ${event.title}, ${event.when}`} onClick={() => onChange({ ...value, events: events.filter((_, i) => i !== index) })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
