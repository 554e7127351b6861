import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { DeleteWithConfirm } from './DeleteWithConfirm.tsx';
import { useCan } from './useCan.ts';

export type EditableResource = 'categories' | 'tags' | 'users' | 'courts';

interface EditDeleteButtonsProps {
  resource: EditableResource;
  record: RaRecord;
  /** "category", "tag", "user": used in the delete toasts. */
  noun: string;
  /** What the buttons' accessible names call the record: "Edit Dinking", "Delete Dinking". */
  name: string;
  onEdit: () => void;
}

/** A record's icon buttons, each for the roles that may use it: edit (opens its dialog) and delete (after "Are you sure?"). */
export function EditDeleteButtons({ resource, record, noun, name, onEdit }: EditDeleteButtonsProps) {
  const mayEdit = useCan(`${resource}.update`);
  return (
    <>
      {mayEdit ? (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <DeleteWithConfirm resource={resource} record={record} noun={noun} iconLabel={`Delete ${name}`} />
    </>
  );
}
