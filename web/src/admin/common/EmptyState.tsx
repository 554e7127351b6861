import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { Can } from './RoleGate.tsx';
import type { SecuredOperation } from './useCan.ts';

/** A list with nothing to show: the message, and a button to add the first record where it helps and the role may (`creates`). */
export function EmptyState({ message, createLabel, onCreate, creates }: { message: string; createLabel?: string; onCreate?: () => void; creates?: SecuredOperation }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {message}
      </Typography>
      {createLabel && onCreate && creates && (
        <Can operation={creates}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {createLabel}
          </Button>
        </Can>
      )}
    </Box>
  );
}
