import AnalyticsIcon from '@mui/icons-material/Analytics';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import { Divider, ListItemIcon, MenuItem } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { useHasRole } from '../users/useCanWrite.ts';

/** Passed through to the router's link: Dashboard is active only on /n4n4 itself. */
const EXACT = { activeOptions: { exact: true } } as object;

/**
 * The back office sidebar. Dashboard is active only on its exact path; the other entries when the
 * path starts with theirs (react-admin's MenuItemLink rules).
 */
export function Menu() {
  const [open] = useSidebarState();
  // Hidden where the role cannot open them (the server refuses them anyway).
  const [editor, admin] = [useHasRole('editor'), useHasRole('admin')];
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Dashboard" {...EXACT} />
      <RaMenu.Item to="/pages" primaryText="Pages" leftIcon={<DescriptionIcon />} />
      <RaMenu.Item to="/posts" primaryText="Blog Posts" leftIcon={<ArticleIcon />} />
      <RaMenu.Item to="/categories" primaryText="Categories" leftIcon={<CategoryIcon />} />
      <RaMenu.Item to="/tags" primaryText="Tags" leftIcon={<LocalOfferIcon />} />
      <RaMenu.Item to="/courts" primaryText="Courts" leftIcon={<PlaceIcon />} />
      <RaMenu.Item to="/gear" primaryText="Gear" leftIcon={<SportsTennisIcon />} />
      {admin ? <RaMenu.Item to="/subscribers" primaryText="Subscribers" leftIcon={<MarkEmailReadIcon />} /> : null}
      <RaMenu.Item to="/issues" primaryText="Newsletter" leftIcon={<MailIcon />} />
      <Divider component="li" sx={{ my: 1 }} />
      {editor ? <RaMenu.Item to="/users" primaryText="Users" leftIcon={<PeopleIcon />} /> : null}
      <RaMenu.Item to="/analytics" primaryText="Analytics" leftIcon={<AnalyticsIcon />} />
      <RaMenu.Item to="/activity" primaryText="Activity" leftIcon={<HistoryIcon />} />
      <RaMenu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
      <MenuItem component="a" href="/" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <ArrowBackIcon fontSize="small" />
        </ListItemIcon>
        {open ? 'Back to Site' : null}
      </MenuItem>
    </RaMenu>
  );
}
