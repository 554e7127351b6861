import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Dialog, IconButton, Toolbar, Typography } from '@mui/material';

/**
 * The landing drawn by the server from the sections on screen (unsaved changes included), in a
 * sandboxed frame: no script runs in it and its links lead nowhere from here.
 */
export function HomePreviewDialog({ html, onClose }: { html: string | undefined; onClose: () => void }) {
  return (
    <Dialog fullScreen open={html !== undefined} onClose={onClose} aria-labelledby="home-preview-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label="Close preview">
            <CloseIcon />
          </IconButton>
          <Typography id="home-preview-title" component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
            Home page preview
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Not saved: visitors still see the published home page.
          </Typography>
        </Toolbar>
      </AppBar>
      {html !== undefined && (
        <Box component="iframe" title="Home page preview" sandbox="allow-same-origin" srcDoc={html} sx={{ flex: 1, width: '100%', border: 0, display: 'block' }} />
      )}
    </Dialog>
  );
}
