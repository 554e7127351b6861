import { DateTimeInput, SelectInput } from 'react-admin';
import { STATUS_CHOICES } from '../statusChoices.ts';
import { SectionCard } from './SectionCard.tsx';

/** Status (draft, published, scheduled) and the publish date-time. */
export function PublishSettingsCard() {
  return (
    <SectionCard title="Publish Settings">
      <SelectInput source="publishStatus" label="Status" choices={STATUS_CHOICES} fullWidth helperText={false} />
      <DateTimeInput source="publishDate" label="Publish Date" fullWidth helperText="Scheduled posts go live at this date and time." />
    </SectionCard>
  );
}
