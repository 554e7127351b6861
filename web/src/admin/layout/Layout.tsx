import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout, Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';

/** react-admin's sidebar; below 768 px its drawer is a dialog, named for screen readers. */
function Sidebar(props: SidebarProps) {
  const drawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <RaSidebar {...props} {...(drawer ? { slotProps: { paper: { 'aria-label': 'Menu' } } } : {})} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      {children}
    </RaLayout>
  );
}
