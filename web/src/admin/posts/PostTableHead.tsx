import { PlainTableHead, type PlainColumn } from '../common/ListTable.tsx';
import { WIDE_ONLY } from '../common/responsive.tsx';

/** The columns every table of posts shows: Title, Status, Date, Actions. */
export const POST_COLUMNS: PlainColumn[] = [{ label: 'Title' }, { label: 'Status' }, { label: 'Date', sx: WIDE_ONLY }, { label: 'Actions', align: 'right' }];

export function PostTableHead() {
  return <PlainTableHead columns={POST_COLUMNS} />;
}
