import BackupIcon from '@mui/icons-material/Backup';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { formatDayTime } from '../common/dates.ts';
import { useCan } from '../common/useCan.ts';

/** How the latest daily backup went, for those who may take the site out; nothing before the first one (or on MongoDB). */
export function BackupCard() {
  const mayExport = useCan('portability.exportSite');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: ['health', 'backup'], queryFn: async () => (await dataProvider.lastBackup('staff')).data, enabled: mayExport });
  if (!mayExport || !data) return null;
  const when = <time dateTime={data.at}>{formatDayTime(data.at)}</time>;
  return (
    <Card sx={{ flex: '1 1 280px' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <BackupIcon color="primary" aria-hidden />
          <Typography variant="body2" color="text.secondary" component="h2">
            Last backup
          </Typography>
        </Stack>
        {data.ok ? (
          <Typography>Written {when}</Typography>
        ) : (
          <Alert severity="error">
            The backup of {when} failed. The owner was sent a mail; the earlier backups are kept.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
