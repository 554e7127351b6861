import AnalyticsIcon from '@mui/icons-material/Analytics';
import EventIcon from '@mui/icons-material/Event';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import HomeIcon from '@mui/icons-material/Home';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import PlaceIcon from '@mui/icons-material/Place';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Divider, ListItemIcon, MenuItem } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import type { ReactElement } from 'react';
import { useCan, type SecuredOperation } from '../common/useCan.ts';

/** Passed through to the router's link: Dashboard is active only on /n4n4 itself. */
const EXACT = { activeOptions: { exact: true } } as object;

interface MenuEntry {
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
  /** The read the screen opens with: the entry shows only for the roles the contract admits to it. */
  opens: SecuredOperation;
}

const MAIN: MenuEntry[] = [
  { to: '/pages', primaryText: 'Pages', leftIcon: <DescriptionIcon />, opens: 'pages.list' },
  { to: '/posts', primaryText: 'Blog Posts', leftIcon: <ArticleIcon />, opens: 'posts.list' },
  { to: '/categories', primaryText: 'Categories', leftIcon: <CategoryIcon />, opens: 'categories.list' },
  { to: '/tags', primaryText: 'Tags', leftIcon: <LocalOfferIcon />, opens: 'tags.list' },
  { to: '/courts', primaryText: 'Courts', leftIcon: <PlaceIcon />, opens: 'courts.list' },
  { to: '/gear', primaryText: 'Gear', leftIcon: <SportsTennisIcon />, opens: 'gear.list' },
  { to: '/gearReviews', primaryText: 'Reviews', leftIcon: <RateReviewIcon />, opens: 'gear.listReviews' },
  { to: '/events', primaryText: 'Events', leftIcon: <EventIcon />, opens: 'events.list' },
  { to: '/comments', primaryText: 'Comments', leftIcon: <ChatIcon />, opens: 'comments.list' },
  { to: '/subscribers', primaryText: 'Subscribers', leftIcon: <MarkEmailReadIcon />, opens: 'newsletter.listSubscribers' },
  { to: '/issues', primaryText: 'Newsletter', leftIcon: <MailIcon />, opens: 'newsletter.listIssues' },
];

const TEAM: MenuEntry[] = [
  { to: '/users', primaryText: 'Users', leftIcon: <PeopleIcon />, opens: 'users.list' },
  { to: '/analytics', primaryText: 'Analytics', leftIcon: <AnalyticsIcon />, opens: 'analytics.report' },
  { to: '/activity', primaryText: 'Activity', leftIcon: <HistoryIcon />, opens: 'activity.list' },
  { to: '/webhooks', primaryText: 'Webhooks', leftIcon: <WebhookIcon />, opens: 'webhooks.list' },
  { to: '/homepage', primaryText: 'Home page', leftIcon: <HomeIcon />, opens: 'homepage.get' },
  { to: '/navigation', primaryText: 'Navigation', leftIcon: <MenuOpenIcon />, opens: 'navigation.get' },
  { to: '/settings', primaryText: 'Settings', leftIcon: <SettingsIcon />, opens: 'settings.get' },
];

function Entry({ opens, ...item }: MenuEntry) {
  return useCan(opens) ? <RaMenu.Item {...item} /> : null;
}

/**
 * The back office sidebar, each entry shown to the roles that may open it. Dashboard is active only on its exact path; the other entries when the
 * path starts with theirs (react-admin's MenuItemLink rules).
 */
export function Menu() {
  const [open] = useSidebarState();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Dashboard" {...EXACT} />
      {MAIN.map((entry) => (
        <Entry key={entry.to} {...entry} />
      ))}
      <Divider component="li" sx={{ my: 1 }} />
      {TEAM.map((entry) => (
        <Entry key={entry.to} {...entry} />
      ))}
      <MenuItem component="a" href="/" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <ArrowBackIcon fontSize="small" />
        </ListItemIcon>
        {open ? 'Back to Site' : null}
      </MenuItem>
    </RaMenu>
  );
}
