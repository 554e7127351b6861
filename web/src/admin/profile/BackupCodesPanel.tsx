import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

const asText = (codes: string[]) => `Backup codes for two-factor sign-in. Each one works once.\n\n${codes.join('\n')}\n`;

/** The backup codes, shown once after enabling: copy or download them, then close. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  function download() {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        Two-factor sign-in is on.
      </Alert>
      <Typography sx={{ mb: 1 }}>
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </Typography>
      <Box component="ol" aria-label="Backup codes" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, maxWidth: 320, pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void navigator.clipboard.writeText(asText(codes)).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Box>
  );
}
