import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ImportLine, ImportReport } from '../../../../codegen/hey-api/types.gen.ts';
import { failure, useToast } from '../common/useToast.tsx';
import { EXPORT_URL, GHOST_EXPORT_URL, type ImportSource } from '../dataProvider/settingsDataProvider.ts';
import { FullBackupButton } from './FullBackupButton.tsx';
import { InviteAuthorsOption } from './InviteAuthorsOption.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { jobEnded, useImportJob } from './useImportJob.ts';

interface ChosenFile {
  file: File;
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

const summary = (report: ImportReport, done: boolean) =>
  done
    ? `Imported: ${report.create.length} created, ${report.skip.length} skipped, ${report.refuse.length} refused.`
    : `Dry run, nothing imported yet: ${report.create.length} to create, ${report.skip.length} to skip, ${report.refuse.length} refused.`;

/** The lines of a report, under its summary. */
function ReportLines({ report, done }: { report: ImportReport; done: boolean }) {
  return (
    <Box>
      <Lines title={done ? 'Created' : 'Will be created'} lines={report.create} />
      <Lines title="Skipped" lines={report.skip} />
      <Lines title="Refused" lines={report.refuse} />
    </Box>
  );
}

/**
 * Move out: the whole site as one ZIP. Move in: a Ghost or WordPress export (and, optionally, a
 * ZIP of its uploads), checked by a dry run, then imported in the background with its progress.
 */
export function MoveInOut() {
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const zipPicker = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const { start, job, busy, startError, followError, forget } = useImportJob();
  const told = useRef<string | null>(null);
  const [inviteAuthors, setInviteAuthors] = useState(false);

  useEffect(() => {
    if (!job || !jobEnded(job) || job.dryRun || told.current === job.id) return;
    told.current = job.id;
    if (job.state === 'finished' && job.report) {
      const made = job.report.create.filter((line) => line.item !== 'images').length;
      toast.success(`${made} ${made === 1 ? 'item was' : 'items were'} imported.`, 'Import finished');
    }
  }, [job, toast]);

  useEffect(() => {
    if (startError) toast.error(failure('Failed to import', startError));
  }, [startError, toast]);

  const dryRun = (file: ChosenFile, zip: File | null) => start({ source: file.source, file: file.file, uploads: zip ?? undefined, dryRun: true, inviteAuthors });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    forget();
    if (!picked) return;
    const source = sourceOf(picked.name);
    if (!source) {
      setChosen(null);
      toast.error('Choose a Ghost export (.json) or a WordPress export (.xml).');
      return;
    }
    const file = { file: picked, source };
    setChosen(file);
    dryRun(file, uploads);
  };

  const chooseZip = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setUploads(picked);
    forget();
    if (chosen) dryRun(chosen, picked);
  };

  const report = job?.state === 'finished' ? job.report : undefined;
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
      <Typography variant="body2" color="text.secondary">
        Images: add a ZIP of WordPress's wp-content/uploads folder (or Ghost's content/images) and the images the posts show are uploaded here. Without it they stay on the old site.
      </Typography>
      {/* Buttons that open the file pickers: a label styled as a button is not one to assistive technology. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => picker.current?.click()}>
          Choose Export File
        </Button>
        <Button type="button" variant="outlined" startIcon={<FolderZipIcon />} disabled={busy} onClick={() => zipPicker.current?.click()}>
          Choose Uploads ZIP
        </Button>
      </Stack>
      {/* A changed choice changes the report: the dry run is made again with it. */}
      <InviteAuthorsOption
        checked={inviteAuthors}
        disabled={busy}
        onChange={(invite) => {
          setInviteAuthors(invite);
          if (chosen && (!job || job.dryRun)) start({ source: chosen.source, file: chosen.file, uploads: uploads ?? undefined, dryRun: true, inviteAuthors: invite });
        }}
      />
      <input ref={picker} hidden type="file" accept=".json,.xml,application/json,application/xml,text/xml" onChange={choose} aria-label="Ghost or WordPress export file" />
      <input ref={zipPicker} hidden type="file" accept=".zip,application/zip" onChange={chooseZip} aria-label="Uploads ZIP (optional)" />
      {chosen && (
        <Typography>
          {chosen.file.name}: {SOURCE_NAMES[chosen.source]}
        </Typography>
      )}
      {uploads && <Typography>{uploads.name}: uploads ZIP</Typography>}
      {job && !jobEnded(job) && <ImportProgress job={job} />}
      {/* A live region present before a job ends, so screen readers hear its summary or failure. */}
      <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
        {job?.state === 'failed' && (
          <Alert severity="error" role="none" sx={{ my: 2 }}>
            The import failed: {job.reason}
          </Alert>
        )}
        {report && (
          <Alert severity={report.refuse.length > 0 ? 'warning' : 'info'} role="none" sx={{ my: 2 }}>
            {summary(report, !job?.dryRun)}
          </Alert>
        )}
      </Box>
      {followError && <Alert severity="error">Could not read the import's progress: {followError.message}</Alert>}
      {report && <ReportLines report={report} done={!job?.dryRun} />}
      {chosen && job?.dryRun && report && (
        <Button type="button" variant="contained" disabled={busy || report.create.length === 0} onClick={() => start({ source: chosen.source, file: chosen.file, uploads: uploads ?? undefined, dryRun: false, inviteAuthors })}>
          Import
        </Button>
      )}
    </Stack>
  );
}
