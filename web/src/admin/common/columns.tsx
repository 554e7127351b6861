import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { EditDeleteButtons, type EditableResource } from './EditDeleteButtons.tsx';
import type { SampleIds } from '../../../../codegen/hey-api/types.gen.ts';
import { PhoneDetails } from './responsive.tsx';
import { SampleChip } from './SampleChip.tsx';

/** A list's bold "Name" column, with what the columns hidden on phones hold below the name there, and the "Sample" chip of a seeded record of `sampleKind`. */
export function nameColumn<R extends RaRecord & { name: string }>(phoneDetails: (record: R) => ReactNode, sampleKind?: keyof SampleIds) {
  return (
    <DataTable.Col<R>
      source="name"
      label="Name"
      cellSx={() => ({ fontWeight: 600 })}
      render={(record) => (
        <>
          {record.name}
          {sampleKind ? <SampleChip kind={sampleKind} id={Number(record.id)} /> : null}
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
