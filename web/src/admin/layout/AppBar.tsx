import HomeIcon from '@mui/icons-material/Home';
import SecurityIcon from '@mui/icons-material/Security';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar as RaAppBar, Link, TitlePortal, useGetIdentity } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** Who is signed in, and as what. */
function SignedInAs() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Typography variant="body2" sx={{ mx: 1, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }} data-testid="signed-in-as">
      {identity.fullName} · {String(identity.role)}
    </Typography>
  );
}

/** Top bar: the menu button (react-admin's), the screen title (also the tab's), who is signed in and a link home. */
export function AppBar() {
  useDocumentTitle();
  return (
    <RaAppBar>
      <TitlePortal />
      <SignedInAs />
      <Tooltip title="Two-factor sign-in">
        <IconButton color="inherit" component={Link} to="/two-factor" aria-label="Two-factor sign-in">
          <SecurityIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Back to Site">
        <IconButton color="inherit" component="a" href="/" aria-label="Home">
          <HomeIcon />
        </IconButton>
      </Tooltip>
    </RaAppBar>
  );
}
