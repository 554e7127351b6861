import { useMediaQuery, type Theme } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { Layout as RaLayout, Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';

/** react-admin's sidebar; below 768 px its drawer is a dialog, named for screen readers. */
function Sidebar(props: SidebarProps) {
  const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <RaSidebar {...props} {...(drawer ? { slotProps: { paper: { 'aria-label': 'Menu' } } } : {})} />;
}

/**
 * react-admin draws its routes again while it starts (once it has read the resources, once it has
 * registered them), each time handing the layout a new but identical tree of routes: this back
 * office's resources and routes never change. So the layout, and the screen in it, is drawn again
 * only by its own state and the contexts it reads (the routes inside follow the address themselves).
 */
export const Layout = memo(
  function Layout({ children }: { children: ReactNode }) {
    return (
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        {children}
      </RaLayout>
    );
  },
  () => true,
);
