import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useGetIdentity, useLogout, useRedirect } from 'react-admin';
import { capitalise } from '../common/capitalise.ts';

/** Who is signed in (avatar, name and role), with a menu to their profile and to sign out. */
export function AccountMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const redirect = useRedirect();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!identity) return null;
  const name = String(identity.fullName ?? '');
  // The display name and the role as the Users screen names it: "Dana Reyes · Owner", never "admin · admin".
  // The button's name holds the words it shows, so speech input can say them.
  const shown = `${name} · ${identity.isOwner ? 'Owner' : capitalise(String(identity.role))}`;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={`Account menu, signed in as ${shown}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ textTransform: 'none', minWidth: 0, px: 1 }}
      >
        {/* No letter inside: any text the button shows must be in its name (a picture or the person icon). */}
        <Avatar src={identity.avatar || undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }} />
        <Typography variant="body2" sx={{ ml: 1, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }} data-testid="signed-in-as">
          {shown}
        </Typography>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem
          onClick={() => {
            close();
            redirect('/profile');
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sign out</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
