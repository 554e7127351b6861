import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';

/** "Choose CSV file" and the chosen file's name, for the import dialogs. */
export function CsvFilePicker({ file, onChange, sx }: { file: File | null; onChange: (file: File | null) => void; sx?: object }) {
  return (
    <>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={sx}>
        Choose CSV file
        <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
      </Button>
      {file && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {file.name}
        </Typography>
      )}
    </>
  );
}
