import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useRecordContext, useSaveContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AUTOSAVE_DELAY_MS } from '../../../../../common/constants.ts';
import { formatDayTime } from '../dates.ts';
import { failure, useToast } from '../useToast.tsx';
import { draftKey, EDITED_FIELDS, readDraft, removeDraft, sameEdits, writeDraft, type DraftKind, type LocalDraft } from './localDrafts.ts';
import { saveStatus } from './saveStatus.ts';

type Values = Record<string, unknown>;

export interface DraftKeeperProps {
  /** Whose edits are kept (the browser keeps each kind apart). */
  kind?: DraftKind;
  /** The fields a writer edits. */
  fields?: readonly string[];
  /** Whether the record, saved and as edited, is a draft: only drafts save themselves. */
  isDraft?: (values: Values) => boolean;
}

const isPostDraft = (values: Values) => values.publishStatus === 'draft';

/**
 * Nothing a writer types is lost: every unsaved edit is kept in this browser (offered back after a
 * reload, a crash or a 409), and a saved draft saves itself AUTOSAVE_DELAY_MS after the last valid
 * change, through the form's SaveContext. Published and scheduled records, and records not created
 * yet, wait for the explicit save. A post's by default; the page editor names its own.
 */
export function DraftKeeper(props: DraftKeeperProps) {
  const record = useRecordContext();
  // Another record opened in the same editor starts afresh: its own kept edits, its own offer.
  return <RecordDraftKeeper key={String(record?.id ?? 'new')} {...props} />;
}

function RecordDraftKeeper({ kind = 'post', fields = EDITED_FIELDS, isDraft = isPostDraft }: DraftKeeperProps) {
  const record = useRecordContext();
  const key = draftKey(record?.id, kind);
  const { getValues, reset, setValue, trigger } = useFormContext();
  const { isDirty } = useFormState();
  const values = useWatch() as Values;
  const { save, saving } = useSaveContext();
  const toast = useToast();
  const [offer, setOffer] = useState<LocalDraft | undefined>(() => {
    const kept = readDraft(key);
    return kept && !sameEdits(kept.values, (record ?? {}) as Values, fields) ? kept : undefined;
  });
  const [autoSaving, setAutoSaving] = useState(false);
  /** Edits typed while an autosave was on its way: put back after the form takes the saved post. */
  const typedDuringSave = useRef<Values | undefined>(undefined);
  /** The edits an autosave failed on (a 409, a lost connection): not sent again until they change. */
  const failedOn = useRef<Values | undefined>(undefined);

  // Keep the unsaved edits, or forget them once saved; not before the writer has answered the offer.
  useEffect(() => {
    if (offer) return;
    if (isDirty) writeDraft(key, values);
    else removeDraft(key);
  }, [key, values, isDirty, offer]);

  const autosaves = record !== undefined && isDraft(record) && isDraft(values);
  useEffect(() => {
    if (!autosaves || !isDirty || offer || saving || autoSaving || !save || failedOn.current === values) return;
    const timer = setTimeout(async () => {
      if (!(await trigger())) return;
      const sent = getValues();
      setAutoSaving(true);
      await save(sent, {
        onSuccess: () => {
          const latest = getValues();
          typedDuringSave.current = sameEdits(sent, latest, fields) ? undefined : latest;
          setAutoSaving(false);
        },
        onError: (error: unknown) => {
          failedOn.current = values;
          setAutoSaving(false);
          toast.error(failure('Failed to save draft', error));
        },
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosaves, isDirty, offer, saving, autoSaving, save, trigger, getValues, values, toast, fields]);

  // The form resets to the saved post when its version changes; the edits typed meanwhile go back on top.
  const version = record?.version;
  useEffect(() => {
    const typed = typedDuringSave.current;
    if (!typed) return;
    typedDuringSave.current = undefined;
    const timer = setTimeout(() => {
      for (const field of fields) setValue(field, typed[field], { shouldDirty: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [version, setValue, fields]);

  const bringBack = () => {
    if (!offer) return;
    // The kept text on top of the record as it is now, so the next save starts from its current version.
    reset({ ...getValues(), ...offer.values, version: getValues().version }, { keepDefaultValues: true });
    setOffer(undefined);
  };
  const discard = () => {
    removeDraft(key);
    setOffer(undefined);
  };

  const status = saveStatus({ saving: Boolean(saving || autoSaving), dirty: isDirty, savedAt: record?.updatedAt as string | undefined });
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {offer ? (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={bringBack}>
                Restore unsaved changes
              </Button>
              <Button color="inherit" size="small" onClick={discard}>
                Discard
              </Button>
            </Stack>
          }
        >
          Unsaved changes from {formatDayTime(new Date(offer.at).toISOString())} were kept in this browser.
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="save-status">
        {status}
        {status && autosaves ? ' · drafts save themselves' : ''}
      </Typography>
    </Stack>
  );
}
