import { Admin } from 'react-admin';
import { tanStackRouterProvider } from 'ra-router-tanstack';

export function AdminApp() {
  return <Admin routerProvider={tanStackRouterProvider} basename="/n4n4" />;
}
