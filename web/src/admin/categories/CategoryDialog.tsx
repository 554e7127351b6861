import type { RecordDialogProps } from '../common/FormDialog.tsx';
import { TermDialog } from '../common/TermDialog.tsx';

/** "New Category" and "Edit Category": name, slug (following the name), description. */
export const CategoryDialog = (props: RecordDialogProps) => <TermDialog kind="category" {...props} />;
