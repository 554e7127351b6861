import { Chip } from '@mui/material';
import { capitalise } from '../common/capitalise.ts';

/** Role badge looks: admin destructive, editor default, author secondary, viewer outline. */
export function RoleBadge({ role }: { role: string }) {
  switch (role) {
    case 'admin':
      return <Chip size="small" label="Admin" sx={{ bgcolor: '#b91c1c', color: '#fff' }} />;
    case 'editor':
      return <Chip size="small" label="Editor" color="primary" />;
    case 'author':
      return <Chip size="small" label="Author" sx={{ bgcolor: 'grey.200', color: 'grey.900' }} />;
    default:
      return <Chip size="small" label={capitalise(role)} variant="outlined" />;
  }
}
