import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { EditDeleteButtons, type EditableResource } from './EditDeleteButtons.tsx';
import { PhoneDetails } from './responsive.tsx';

/** A list's bold "Name" column, with what the columns hidden on phones hold below the name there. */
export function nameColumn<R extends RaRecord & { name: string }>(phoneDetails: (record: R) => ReactNode) {
  return (
    <DataTable.Col<R>
      source="name"
      label="Name"
      cellSx={() => ({ fontWeight: 600 })}
      render={(record) => (
        <>
          {record.name}
          <PhoneDetails>{phoneDetails(record)}</PhoneDetails>
        </>
      )}
    />
  );
}

/** A list's "Actions" column: each row's edit and delete buttons, named by the row's `name`. */
export function editDeleteColumn<R extends RaRecord & { name: string }>(resource: EditableResource, noun: string, onEdit: (record: R) => void) {
  return (
    <DataTable.Col<R>
      label="Actions"
      align="right"
      disableSort
      cellSx={() => ({ whiteSpace: 'nowrap' })}
      render={(record) => <EditDeleteButtons resource={resource} record={record} noun={noun} name={record.name} onEdit={() => onEdit(record)} />}
    />
  );
}
