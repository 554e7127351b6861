import { useMemo } from 'react';
import { BooleanInput, DateTimeInput, required, SelectInput, useRecordContext } from 'react-admin';
import { STATUS_CHOICES } from '../statusChoices.ts';
import { AuthorSelect } from './AuthorSelect.tsx';
import { validateSchedule } from './scheduleRules.ts';
import { SectionCard } from '../../common/SectionCard.tsx';

/** A post always has a status: the select offers no blank choice. */
const validateStatus = required();

/** Status (draft, published, scheduled), the publish date-time, (for editors and admins) the author, and whether comments are open. */
export function PublishSettingsCard() {
  const saved = useRecordContext();
  const validatePublishDate = useMemo(() => validateSchedule(saved), [saved]);
  return (
    <SectionCard title="Publish Settings">
      <SelectInput source="publishStatus" label="Status" choices={STATUS_CHOICES} validate={validateStatus} fullWidth helperText={false} />
      <DateTimeInput source="publishDate" label="Publish Date" fullWidth validate={validatePublishDate} helperText="Scheduled posts go live at this date and time." />
      <AuthorSelect />
      <BooleanInput source="commentsOpen" label="Allow comments" helperText="Signed-in readers may comment under the post." />
    </SectionCard>
  );
}
