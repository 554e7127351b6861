import HomeIcon from '@mui/icons-material/Home';
import { IconButton, Tooltip } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** Top bar: the menu button (react-admin's), the screen title (also the tab's) and a link home. */
export function AppBar() {
  useDocumentTitle();
  return (
    <RaAppBar>
      <TitlePortal />
      <Tooltip title="Back to Site">
        <IconButton color="inherit" component="a" href="/" aria-label="Home">
          <HomeIcon />
        </IconButton>
      </Tooltip>
    </RaAppBar>
  );
}
