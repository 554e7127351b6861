import { Box, CircularProgress } from '@mui/material';

/** The page editor while its page loads. */
export function PageLoading() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} role="status">
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
