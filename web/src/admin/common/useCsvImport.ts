import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { problemDetail, useToast } from './useToast.tsx';

interface CsvImportOptions<Report> {
  /** Sends the file's text to the server; resolves with what it imported. */
  send: (csv: string) => Promise<Report>;
  /** The success toast: "Imported 3 courts". */
  importedText: (report: Report) => string;
  /** What is imported ("courts"), for the failure toast "Failed to import courts: {detail}". */
  plural: string;
  /** Closes the dialog (`close` and `importAndClose` call it). */
  onClose?: () => void;
}

/** The last attempt: the server's report, or the error that refused the file. */
export type ImportOutcome<Report> = { ok: true; report: Report } | { ok: false; error: unknown };

/**
 * A CSV import dialog's state: the chosen file, the call while it runs and what it answered.
 * A success refreshes the list behind the dialog; choosing another file clears the last answer.
 */
export function useCsvImport<Report>({ send, importedText, plural, onClose }: CsvImportOptions<Report>) {
  const refresh = useRefresh();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome<Report> | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
  };
  /** Sends the chosen file; resolves with the report, or undefined when there was none to send or the server refused it. */
  const run = async (): Promise<Report | undefined> => {
    if (!file) return undefined;
    setPending(true);
    setOutcome(null);
    try {
      const report = await send(await file.text());
      setOutcome({ ok: true, report });
      toast.success(importedText(report));
      refresh();
      return report;
    } catch (error) {
      setOutcome({ ok: false, error });
      // Unlike a save's "{status}: {detail}" toast, it says what was wrong, plainly.
      toast.error(`Failed to import ${plural}: ${problemDetail(error)}`);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  /** Forgets the file and the answer, and closes the dialog. */
  const close = () => {
    choose(null);
    onClose?.();
  };
  /** Imports, and closes the dialog when the file was taken. */
  const importAndClose = async () => {
    if (await run()) close();
  };
  return { file, choose, pending, outcome, run, reset: () => choose(null), close, importAndClose };
}
