import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';
import { useRef } from 'react';

/** "Choose CSV file" and the chosen file's name, for the import dialogs. */
export function CsvFilePicker({ file, onChange, sx }: { file: File | null; onChange: (file: File | null) => void; sx?: object }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {/* A real button that opens the file chooser: a label wearing role="button" is not allowed that role. */}
      <Button variant="outlined" startIcon={<UploadFileIcon />} sx={sx} onClick={() => input.current?.click()}>
        Choose CSV file
      </Button>
      <input ref={input} hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
      {file && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {file.name}
        </Typography>
      )}
    </>
  );
}
