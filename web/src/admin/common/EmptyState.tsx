import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';

/** A list with nothing to show: the message, and a button to add the first record where it helps. */
export function EmptyState({ message, createLabel, onCreate }: { message: string; createLabel?: string; onCreate?: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {message}
      </Typography>
      {createLabel && onCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </Box>
  );
}
