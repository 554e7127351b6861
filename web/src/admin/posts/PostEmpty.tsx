import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { LinkButton } from '../common/LinkButton.tsx';
import { Can } from '../common/RoleGate.tsx';

/** Shown when there are no posts at all. */
export function PostEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        No posts found
      </Typography>
      <Can operation="posts.create">
        <LinkButton to="/posts/new" variant="contained" startIcon={<AddIcon />}>
          Create Your First Post
        </LinkButton>
      </Can>
    </Box>
  );
}
