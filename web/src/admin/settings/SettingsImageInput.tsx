import { Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload.tsx';

/** An image of the settings: an uploaded image (through the image pipeline) or an https address. */
export function SettingsImageInput({ source, label, helperText }: { source: 'logo' | 'icon' | 'defaultSocialImage'; label: string; helperText: string }) {
  const { setValue } = useFormContext();
  return (
    <Box sx={{ mb: 2 }}>
      <TextInput source={source} label={label} helperText={helperText} fullWidth />
      <ImageUpload inputTestId={`settings-${source}-file`} onUploaded={(url) => setValue(source, url, { shouldDirty: true })} />
    </Box>
  );
}
