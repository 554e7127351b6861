import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { ImportLine, ImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { failure, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { EXPORT_URL, GHOST_EXPORT_URL, type ImportSource } from '../dataProvider/settingsDataProvider.ts';
import { FullBackupButton } from './FullBackupButton.tsx';
import { InviteAuthorsOption } from './InviteAuthorsOption.tsx';

interface ChosenFile {
  name: string;
  text: string;
  source: ImportSource;
}

const SOURCE_NAMES: Record<ImportSource, string> = { ghost: 'Ghost export', wordpress: 'WordPress export' };

/** A Ghost export is JSON, a WordPress one XML: the file's name says which. */
const sourceOf = (name: string): ImportSource | undefined => (/\.json$/i.test(name) ? 'ghost' : /\.xml$/i.test(name) ? 'wordpress' : undefined);

function Lines({ title, lines }: { title: string; lines: ImportLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title} ({lines.length})
      </Typography>
      <List dense aria-label={title}>
        {lines.map((line) => (
          <ListItem key={`${line.item}:${line.reason}`} disableGutters>
            <ListItemText primary={line.item} secondary={line.reason || undefined} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function Report({ report, done }: { report: ImportReport; done: boolean }) {
  return (
    <Box aria-live="polite">
      <Alert severity={report.refuse.length > 0 ? 'warning' : 'info'} sx={{ my: 2 }}>
        {done
          ? `Imported: ${report.create.length} created, ${report.skip.length} skipped, ${report.refuse.length} refused.`
          : `Dry run, nothing imported yet: ${report.create.length} to create, ${report.skip.length} to skip, ${report.refuse.length} refused.`}
      </Alert>
      <Lines title={done ? 'Created' : 'Will be created'} lines={report.create} />
      <Lines title="Skipped" lines={report.skip} />
      <Lines title="Refused" lines={report.refuse} />
    </Box>
  );
}

/** Move out: the whole site as one ZIP. Move in: a Ghost or WordPress export, checked by a dry run, then imported. */
export function MoveInOut() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [result, setResult] = useState<{ report: ImportReport; done: boolean } | null>(null);
  const [inviteAuthors, setInviteAuthors] = useState(false);
  const run = useMutation({
    mutationFn: ({ chosen, dryRun, invite = inviteAuthors }: { chosen: ChosenFile; dryRun: boolean; invite?: boolean }) => dataProvider.importSite('settings', { source: chosen.source, file: chosen.text, dryRun, inviteAuthors: invite }),
    onSuccess: ({ data }, { dryRun }) => {
      setResult({ report: data, done: !dryRun });
      if (!dryRun) toast.success(`${data.create.length} ${data.create.length === 1 ? 'item was' : 'items were'} imported.`, 'Import finished');
    },
    onError: (error) => toast.error(failure('Failed to import', error)),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setResult(null);
    if (!picked) return;
    const source = sourceOf(picked.name);
    if (!source) {
      setFile(null);
      toast.error('Choose a Ghost export (.json) or a WordPress export (.xml).');
      return;
    }
    const chosen = { name: picked.name, text: await picked.text(), source };
    setFile(chosen);
    run.mutate({ chosen, dryRun: true });
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="h6" component="h2">
        Move out
      </Typography>
      <Typography color="text.secondary">Every post, page, revision, term, court, gear item, setting, staff account (without passwords), subscriber and image, in one ZIP.</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={EXPORT_URL} download>
          Download Export
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={GHOST_EXPORT_URL} download>
          Download for Ghost
        </Button>
        <FullBackupButton />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        For Ghost: posts, pages and tags (categories become tags) in the file Ghost's Settings -&gt; Labs -&gt; Import reads.
      </Typography>
      <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
        Move in
      </Typography>
      <Typography color="text.secondary">Posts, pages, categories and tags from a Ghost export (.json) or a WordPress export (.xml), with the comments on WordPress posts. You see what will be imported before anything is.</Typography>
      {/* A button that opens the file picker: a label styled as a button is not one to assistive technology. */}
      <Button type="button" variant="outlined" startIcon={<UploadFileIcon />} disabled={run.isPending} onClick={() => picker.current?.click()}>
        Choose Export File
      </Button>
      {/* A changed choice changes the report: the dry run is made again with it. */}
      <InviteAuthorsOption checked={inviteAuthors} disabled={run.isPending} onChange={(invite) => { setInviteAuthors(invite); if (file && !result?.done) run.mutate({ chosen: file, dryRun: true, invite }); }} />
      <input ref={picker} hidden type="file" accept=".json,.xml,application/json,application/xml,text/xml" onChange={(event) => void choose(event)} aria-label="Ghost or WordPress export file" />
      {file && (
        <Typography>
          {file.name}: {SOURCE_NAMES[file.source]}
        </Typography>
      )}
      {result && <Report report={result.report} done={result.done} />}
      {file && result && !result.done && (
        <Button type="button" variant="contained" disabled={run.isPending || result.report.create.length === 0} onClick={() => run.mutate({ chosen: file, dryRun: false })}>
          Import
        </Button>
      )}
    </Stack>
  );
}
