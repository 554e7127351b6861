import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import type { User } from '../../../../codegen/hey-api/types.gen.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/** One account action: its menu label, what the confirmation says, the call, and its notices. */
interface AccountAction {
  label: string;
  question: string;
  consequence: string;
  run: (dataProvider: AdminDataProvider) => Promise<unknown>;
  done: string;
  failed: string;
}

function accountActions(user: User, mayResetTwoFactor: boolean): AccountAction[] {
  const endSessions: AccountAction = {
    label: 'End sessions',
    question: `End every session of ${user.username}?`,
    consequence: 'They are signed out on every device and must sign in again.',
    run: (dataProvider) => dataProvider.endUserSessions('sessions', { id: user.id }),
    done: `${user.username} is signed out everywhere.`,
    failed: 'Sessions not ended',
  };
  const resetTwoFactor: AccountAction = {
    label: 'Reset two-factor',
    question: `Reset the two-factor sign-in of ${user.username}?`,
    consequence: 'Their authenticator app and backup codes stop working; they sign in with their password alone until they turn it on again. The reset is logged.',
    run: (dataProvider) => dataProvider.twoFactorReset('twoFactor', { id: user.id }),
    done: `Two-factor sign-in is off for ${user.username}.`,
    failed: 'Two-factor not reset',
  };
  return mayResetTwoFactor ? [endSessions, resetTwoFactor] : [endSessions];
}

/**
 * The account actions of an active staff member's row, each after a confirmation: end all their
 * sessions, and (admins) reset their two-factor sign-in after a lost device. The server decides;
 * the notice says what it answered.
 */
export function UserRowMenu({ user, mayResetTwoFactor }: { user: User; mayResetTwoFactor: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<AccountAction | undefined>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (action: AccountAction) => action.run(dataProvider),
    onSuccess: (_data, action) => toast.success(action.done),
    onError: (error, action) => toast.error(problemDetail(error), action.failed),
    onSettled: () => setChosen(undefined),
  });
  const actions = accountActions(user, mayResetTwoFactor);
  return (
    <>
      <Tooltip title="More actions">
        <IconButton size="small" aria-label={`More actions for ${user.username}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              setChosen(action);
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={chosen !== undefined}
        loading={mutation.isPending}
        title={chosen?.question ?? ''}
        content={chosen?.consequence ?? ''}
        confirm={chosen?.label ?? 'Confirm'}
        confirmColor="warning"
        onConfirm={() => chosen && mutation.mutate(chosen)}
        onClose={() => setChosen(undefined)}
      />
    </>
  );
}
