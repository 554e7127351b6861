import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Every page screen is its own chunk, fetched when first opened: the editor (TipTap and
// ProseMirror) stays out of the back office's first load, as the post editor does.
const PageList = lazyScreen(() => import('./PageList.tsx'), 'PageList');
const PageCreate = lazyScreen(() => import('./PageCreate.tsx'), 'PageCreate');
const PageEdit = lazyScreen(() => import('./PageEdit.tsx'), 'PageEdit');

export { OldEditPageLink, OldNewPageLink } from './oldEditorLinks.tsx';

export default {
  list: PageList,
  create: PageCreate,
  edit: PageEdit,
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};
