import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-admin';
import { useToast } from '../common/useToast.tsx';
import type { SamplePage } from '../dataProvider/samplePages.ts';

/** View (the public path in a new tab), Edit, and Duplicate/Delete, which sample pages cannot do. */
export function PageRowMenu({ page }: { page: SamplePage }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toast = useToast();
  const close = () => setAnchor(null);
  const readOnly = (action: string) => () => {
    close();
    console.info(`${action} page ${page.id} (sample data: nothing changed)`);
    toast.info(`Sample pages are read-only: "${page.title}" was not ${action}d.`, 'Nothing changed');
  };
  return (
    <>
      <IconButton aria-label={`Actions for ${page.title}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={`/${page.slug}`} target="_blank" rel="noopener" onClick={close}>
          View
        </MenuItem>
        <MenuItem component={Link} to={`/pages/editor/${page.id}`} onClick={close}>
          Edit
        </MenuItem>
        <MenuItem onClick={readOnly('duplicate')}>Duplicate</MenuItem>
        <MenuItem onClick={readOnly('delete')}>Delete</MenuItem>
      </Menu>
    </>
  );
}
