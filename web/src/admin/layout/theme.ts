import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DESKTOP_BREAKPOINT_PX, SIDEBAR_WIDTH_REM, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../common/constants.ts';

const REM_PX = 16;

/**
 * react-admin's default theme with the spec's chrome: a sidebar about 9 rem wide that becomes a
 * slide-in drawer below 768 px (react-admin switches to the drawer below the `sm` breakpoint).
 */
export const adminTheme: RaThemeOptions = deepmerge(defaultTheme, {
  sidebar: { width: SIDEBAR_WIDTH_REM * REM_PX, closedWidth: 50 },
  breakpoints: { values: { xs: 0, sm: DESKTOP_BREAKPOINT_PX, md: 960, lg: 1280, xl: 1920 } },
  palette: { primary: { main: '#0f5132' }, secondary: { main: '#1e6f9f' } },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          fontSize: '0.875rem',
          '& .RaMenuItemLink-icon': { minWidth: 32 },
          '&[aria-current="page"]': { fontWeight: 600, color: '#0f5132', backgroundColor: 'rgba(15, 81, 50, 0.08)' },
          '&[aria-current="page"] .RaMenuItemLink-icon': { color: '#0f5132' },
        },
      },
    },
  },
});
