import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StaffSession } from '../../../../codegen/hey-api/types.gen.ts';
import { CardSection } from '../common/CardSection.tsx';
import { formatDayTime } from '../common/dates.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { PROFILE_RESOURCE } from '../dataProvider/profileDataProvider.ts';

export const SESSIONS_QUERY_KEY = ['profile', 'sessions'] as const;

function SessionRow({ session, onEnd, busy }: { session: StaffSession; onEnd: () => void; busy: boolean }) {
  const device = session.device || 'Unknown device';
  return (
    <ListItem
      divider
      data-testid="session-row"
      secondaryAction={
        session.current ? (
          <Chip label="This device" color="primary" size="small" />
        ) : (
          <Button size="small" color="error" onClick={onEnd} disabled={busy} aria-label={`Sign out ${device}, last seen ${formatDayTime(session.lastSeenAt)}`}>
            Sign out
          </Button>
        )
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={device}
        secondary={`${session.address || 'Unknown address'} · Last seen ${formatDayTime(session.lastSeenAt)} · Signed in ${formatDayTime(session.createdAt)}`}
      />
    </ListItem>
  );
}

/** The account's live sessions; each other one can be signed out, or all of them at once. */
export function SessionsSection() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: () => dataProvider.listSessions(PROFILE_RESOURCE).then(({ data }) => data) });
  const reload = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => dataProvider.endSession(PROFILE_RESOURCE, { id }),
    onSuccess: () => toast.success('Session signed out'),
    onError: (error) => toast.error(problemDetail(error), 'Could not sign out the session'),
    onSettled: reload,
  });
  const endOthers = useMutation({
    mutationFn: () => dataProvider.endOtherSessions(PROFILE_RESOURCE),
    onSuccess: ({ data }) => toast.success(data.ended === 1 ? '1 other session signed out' : `${data.ended} other sessions signed out`),
    onError: (error) => toast.error(problemDetail(error), 'Could not sign out the other sessions'),
    onSettled: reload,
  });
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current).length;
  return (
    <CardSection title="Sessions">
      <Typography variant="body2" color="text.secondary">
        Where your account is signed in now.
      </Typography>
      {sessions.error ? (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {problemDetail(sessions.error)}
        </Typography>
      ) : null}
      <List aria-label="Active sessions" aria-busy={sessions.isPending}>
        {rows.map((session) => (
          <SessionRow key={session.id} session={session} busy={endOne.isPending} onEnd={() => endOne.mutate(session.id)} />
        ))}
      </List>
      <Box>
        <Button variant="outlined" color="error" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out all other sessions
        </Button>
      </Box>
    </CardSection>
  );
}
