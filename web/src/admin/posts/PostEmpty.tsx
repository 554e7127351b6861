import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { Button, Link } from 'react-admin';

/** Shown when there are no posts at all (SPEC §2). */
export function PostEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        No posts found
      </Typography>
      <Button label="Create Your First Post" component={Link} to="/posts/new" variant="contained" startIcon={<AddIcon />} />
    </Box>
  );
}
