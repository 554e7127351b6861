import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import type { Role } from '../users/roles.ts';

/** A signed-in staff member of `role` (id 1), as the back office's authProvider answers for them. */
export function staffAuthProvider(role: Role): AuthProvider {
  return {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => role,
    getIdentity: async () => ({ id: 1, fullName: `A ${role}`, role }),
  };
}

/**
 * Renders `ui` inside the back office's context, signed in as `role` (an admin unless told), with a
 * data provider that answers only `methods` (the rest refuse).
 */
export function renderAdmin(ui: ReactNode, methods: Record<string, unknown> = {}, role: Role = 'admin') {
  return render(
    <AdminContext dataProvider={testDataProvider(methods as never)} authProvider={staffAuthProvider(role)}>
      {ui}
    </AdminContext>,
  );
}
