import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PRESETS, type Preset } from './period.ts';

export interface PeriodChoice {
  preset: Preset;
  from: string;
  to: string;
}

/** Today, 7, 30 or 90 days ending today, or a custom range of UTC days. */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Period"
        value={value.preset}
        onChange={(_event, preset: Preset | null) => preset && onChange({ ...value, preset })}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset.value} value={preset.value}>
            {preset.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.preset === 'custom' && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" type="date" label="From" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label="To" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      )}
    </Stack>
  );
}
