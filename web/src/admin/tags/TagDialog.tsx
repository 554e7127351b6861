import type { RecordDialogProps } from '../common/FormDialog.tsx';
import { TermDialog } from '../common/TermDialog.tsx';

/** "New Tag" and "Edit Tag": name and slug (following the name). */
export const TagDialog = (props: RecordDialogProps) => <TermDialog kind="tag" {...props} />;
