import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { SectionCard } from '../../common/SectionCard.tsx';

/** Open Graph (title, description, image) and Canonical (URL) tabs. */
export function SocialCard() {
  const [tab, setTab] = useState(0);
  return (
    <SectionCard title="Social Media">
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Social media settings" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        <Tab label="Open Graph" id="social-tab-0" aria-controls="social-panel-0" />
        <Tab label="Canonical" id="social-tab-1" aria-controls="social-panel-1" />
      </Tabs>
      <Box role="tabpanel" id="social-panel-0" aria-labelledby="social-tab-0" hidden={tab !== 0} sx={{ pt: 1 }}>
        <TextInput source="ogTitle" label="OG Title" fullWidth helperText="Defaults to the post title when empty." />
        <TextInput source="ogDescription" label="OG Description" multiline minRows={2} fullWidth helperText={false} />
        <TextInput source="ogImage" label="OG Image URL" fullWidth helperText="Defaults to the featured image when empty." />
      </Box>
      <Box role="tabpanel" id="social-panel-1" aria-labelledby="social-tab-1" hidden={tab !== 1} sx={{ pt: 1 }}>
        <TextInput source="canonicalUrl" label="Canonical URL" fullWidth helperText="Set it when this post first appeared elsewhere." />
      </Box>
    </SectionCard>
  );
}
