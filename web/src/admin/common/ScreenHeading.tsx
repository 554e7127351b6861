import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { LinkButton } from './LinkButton.tsx';
import { Can } from './RoleGate.tsx';
import type { SecuredOperation } from './useCan.ts';

interface ScreenHeadingProps {
  /** The screen's name: the app bar's title and the page's h1. */
  title: string;
  /** The label of the button beside it that creates a record ("New Category"); none without it. */
  createLabel?: string;
  /** What the button does: opens a dialog here, */
  onCreate?: () => void;
  /** or opens the screen that creates one ("/posts/create"). */
  createTo?: string;
  /** The operation the button calls: it shows only for the roles the contract admits to it. */
  creates?: SecuredOperation;
  /** The screen's other actions (import, export), after the create button. */
  children?: ReactNode;
}

/** The contained "+ New ..." button: a link where creating has a screen of its own. */
function CreateButton({ label, onCreate, to }: { label: string; onCreate?: () => void; to?: string }) {
  const look = { variant: 'contained' as const, startIcon: <AddIcon /> };
  return to ? (
    <LinkButton to={to} {...look}>
      {label}
    </LinkButton>
  ) : (
    <Button onClick={onCreate} {...look}>
      {label}
    </Button>
  );
}

/** The top of a back-office list screen (and the dashboard): its title, its h1, the button that adds a record and its other actions. */
export function ScreenHeading({ title, createLabel, onCreate, createTo, creates, children }: ScreenHeadingProps) {
  return (
    <ScreenTop title={title}>
      {createLabel && (onCreate || createTo) && creates ? (
        <Can operation={creates}>
          <CreateButton label={createLabel} onCreate={onCreate} to={createTo} />
        </Can>
      ) : null}
      {children}
    </ScreenTop>
  );
}

function ScreenTop({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title title={title} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {children}
        </Stack>
      </Stack>
    </>
  );
}
