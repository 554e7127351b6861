import { Box, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ContentEditor } from '../common/editor/ContentEditor.tsx';
import { LocalImageDrop } from './LocalImageDrop.tsx';

const TABS = ['Content', 'SEO', 'Media'] as const;

function Panel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`page-panel-${index}`} aria-labelledby={`page-tab-${index}`} hidden={index !== current} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}

/** Content (the posts' rich editor), SEO and Media tabs of the static page editor. */
export function PageEditorTabs() {
  const [tab, setTab] = useState(0);
  const { setValue } = useFormContext();
  const image = useWatch({ name: 'featuredImage' }) as string | undefined;
  return (
    <>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Page sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {TABS.map((label, index) => (
          <Tab key={label} label={label} id={`page-tab-${index}`} aria-controls={`page-panel-${index}`} />
        ))}
      </Tabs>
      <Panel index={0} current={tab}>
        <ContentEditor />
      </Panel>
      <Panel index={1} current={tab}>
        <TextInput source="metaTitle" label="Meta Title" fullWidth />
        <TextInput source="metaDescription" label="Meta Description" multiline minRows={2} fullWidth />
        <TextInput source="keywords" label="Meta Keywords" fullWidth helperText="Separate keywords with commas." />
        <TextInput source="canonicalUrl" label="Canonical URL" fullWidth />
        <TextInput source="ogTitle" label="OG Title" fullWidth />
        <TextInput source="ogDescription" label="OG Description" multiline minRows={2} fullWidth />
        <TextInput source="ogImage" label="OG Image URL" fullWidth />
        <TextInput source="structuredData" label="Structured Data (JSON-LD)" multiline minRows={4} fullWidth helperText="Must be valid JSON; it is added to the page as JSON-LD." />
      </Panel>
      <Panel index={2} current={tab}>
        <TextInput source="featuredImage" label="Featured Image URL" fullWidth />
        {image ? <Box component="img" src={image} alt="Featured image preview" sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 1 }} /> : null}
        <LocalImageDrop onImage={(url) => setValue('featuredImage', url, { shouldDirty: true })} />
        <TextInput source="featuredImageAlt" label="Alt Text" fullWidth />
      </Panel>
    </>
  );
}
