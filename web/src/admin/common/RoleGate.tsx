import { Alert, Typography } from '@mui/material';
import type { ElementType, ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { LinkButton } from './LinkButton.tsx';
import { Screen } from './Screen.tsx';
import { roleMayCall, useCan, type SecuredOperation } from './useCan.ts';

interface RoleGateProps {
  /** The operation the screen cannot work without (its first read). */
  operation: SecuredOperation;
  /** The screen's name, as the sidebar calls it. */
  screen: string;
  children: ReactNode;
}

/**
 * Opens a screen only for a role that may call its operation; any other role is told so in words,
 * once, with the way back, and the screen's requests are never sent.
 */
export function RoleGate({ operation, screen, children }: RoleGateProps) {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (roleMayCall(permissions, operation)) return <>{children}</>;
  return (
    <Screen title={screen}>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography>
          Your role ({String(permissions ?? 'none')}) cannot open {screen}.
        </Typography>
      </Alert>
      <LinkButton to="/" variant="outlined">
        Back to the dashboard
      </LinkButton>
    </Screen>
  );
}

/** `Component` behind a RoleGate: what a resource or route renders for a screen some roles may not open. */
export function gated(Component: ElementType, operation: SecuredOperation, screen: string) {
  function Gated() {
    return (
      <RoleGate operation={operation} screen={screen}>
        <Component />
      </RoleGate>
    );
  }
  Gated.displayName = `Gated(${screen})`;
  return Gated;
}

/** Its children only for a role that may call `operation` (a button the server would refuse otherwise). */
export function Can({ operation, children }: { operation: SecuredOperation; children: ReactNode }) {
  return useCan(operation) ? <>{children}</> : null;
}
