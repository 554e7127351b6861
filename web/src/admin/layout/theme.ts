import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DESKTOP_BREAKPOINT_PX, SIDEBAR_WIDTH_REM, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../common/constants.ts';
import { SITE_COLOURS } from './siteColours.ts';

const REM_PX = 16;
/** Every control of the same size in the formatting toolbar, above the 24 px touch-target minimum. */
export const TOOLBAR_BUTTON_PX = 36;

/** A 3 px ring outside the control: at least 3:1 against the light page and the dark app bar. */
const focusRing = (colour: string, offset = 2) => ({ outline: `3px solid ${colour}`, outlineOffset: offset });
const ON_LIGHT = focusRing(SITE_COLOURS.focusGreen);
/** Items that fill their list (menu entries, tabs) draw the ring inside, where nothing clips it. */
const INSET = focusRing(SITE_COLOURS.focusGreen, -3);

/**
 * react-admin's default theme with the spec's chrome and the site's colours: a sidebar about 9 rem
 * wide that becomes a slide-in drawer below 768 px (react-admin switches below the `sm` breakpoint),
 * a visible focus ring on every control, and screens no wider than the phone they are on.
 */
export const adminTheme: RaThemeOptions = deepmerge(defaultTheme, {
  sidebar: { width: SIDEBAR_WIDTH_REM * REM_PX, closedWidth: 50 },
  breakpoints: { values: { xs: 0, sm: DESKTOP_BREAKPOINT_PX, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: SITE_COLOURS.green },
    // react-admin paints its app bar with the secondary colour: the site's dark green.
    secondary: { main: SITE_COLOURS.darkGreen },
    // Darker than MUI's, so white text on them and them as text on white read at 4.5:1.
    warning: { main: '#b45309' },
    info: { main: '#1565c0' },
  },
  components: {
    // The back office is drawn only in the browser: media queries answer on the first render
    // instead of rendering every screen twice (once as if on a desktop, then for the real width).
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
    // Every spinner has a name for screen readers, react-admin's own (the app bar's, a screen's fallback) too.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // One rule for keyboard focus: buttons, icon buttons, chips, checkboxes, switches, tabs, menu items.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ON_LIGHT } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    // Text fields and selects: the same ring while they have focus.
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing(SITE_COLOURS.focusGreen, 0) } } },
    MuiAppBar: { styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: SITE_COLOURS.lime } } } },
    // The first Tab's "Skip to content": dark on lime, ringed in white over the dark app bar.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: SITE_COLOURS.lime,
          color: SITE_COLOURS.darkGreen,
          fontWeight: 700,
          '&:hover': { backgroundColor: SITE_COLOURS.lime },
          '&.Mui-focusVisible, &:focus': focusRing('#fff'),
        },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        sizeSmall: { minWidth: TOOLBAR_BUTTON_PX, height: TOOLBAR_BUTTON_PX, padding: 6, fontSize: '1.25rem' },
      },
    },
    // A screen is never wider than the window: wide tables scroll inside their own box.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // Narrower cell padding on phones leaves the columns that stay there room to read.
    MuiTableCell: { styleOverrides: { root: { '@media (max-width: 767.95px)': { paddingLeft: 8, paddingRight: 8 } } } },
    // Narrow side padding: the longest label ("Subscribers", bold when active) fits the 9 rem sidebar.
    RaMenu: { styleOverrides: { root: { '& .MuiMenuItem-root': { paddingLeft: 12, paddingRight: 8 } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          fontSize: '0.875rem',
          '& .RaMenuItemLink-icon': { minWidth: 32 },
          '&[aria-current="page"]': { fontWeight: 600, color: SITE_COLOURS.green, backgroundColor: 'rgba(15, 81, 50, 0.08)' },
          '&[aria-current="page"] .RaMenuItemLink-icon': { color: SITE_COLOURS.green },
        },
      },
    },
  },
});
