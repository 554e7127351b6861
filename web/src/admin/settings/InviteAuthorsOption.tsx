import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { useId } from 'react';

/** The owner's choice to invite the authors of an imported file who have no account here. */
export function InviteAuthorsOption({ checked, disabled, onChange }: { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  const helpId = useId();
  return (
    <Stack>
      <FormControlLabel
        control={<Checkbox checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
        label="Invite the authors I don't have yet as authors"
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        Each author of the file with an email gets an invitation to set a password, and is credited with their posts. Otherwise their posts are credited to the owner.
      </FormHelperText>
    </Stack>
  );
}
