import HomeIcon from '@mui/icons-material/Home';
import { IconButton, Tooltip } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** Top bar: the menu button (react-admin's), the screen title (also the tab's), who is signed in (with Profile and Sign out) and a link home. */
export function AppBar() {
  useDocumentTitle();
  return (
    <RaAppBar userMenu={false}>
      <TitlePortal />
      <AccountMenu />
      <Tooltip title="Back to Site">
        <IconButton color="inherit" component="a" href="/" aria-label="Home">
          <HomeIcon />
        </IconButton>
      </Tooltip>
    </RaAppBar>
  );
}
