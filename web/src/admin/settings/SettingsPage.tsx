import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { BooleanInput, Form, NumberInput, SelectInput, TextInput, Title } from 'react-admin';
import { useToast } from '../common/useToast.tsx';
import {
  FONT_CHOICES,
  LAYOUT_CHOICES,
  POST_STATUS_CHOICES,
  POSTS_PER_PAGE_CHOICES,
  SETTINGS_DEFAULTS,
  THEME_CHOICES,
} from './settingsDefaults.ts';

const TABS = ['General', 'SEO', 'Appearance', 'Advanced'] as const;

function Panel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`settings-panel-${index}`} aria-labelledby={`settings-tab-${index}`} hidden={index !== current} sx={{ pt: 2, maxWidth: 560 }}>
      {children}
    </Box>
  );
}

/** Site settings with static defaults. Nothing is stored yet, and the screen says so. */
export function SettingsPage() {
  const [tab, setTab] = useState(0);
  const toast = useToast();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Settings
      </Typography>
      <Card>
        <CardContent>
          <Form defaultValues={SETTINGS_DEFAULTS} onSubmit={() => toast.info('Site settings are not stored yet; these are the defaults.', 'Settings not saved')}>
            <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Settings sections" variant="scrollable">
              {TABS.map((label, index) => (
                <Tab key={label} label={label} id={`settings-tab-${index}`} aria-controls={`settings-panel-${index}`} />
              ))}
            </Tabs>
            <Panel index={0} current={tab}>
              <TextInput source="siteTitle" label="Site Title" fullWidth />
              <TextInput source="tagline" label="Tagline" fullWidth />
              <TextInput source="contactEmail" label="Contact Email" fullWidth />
              <SelectInput source="postsPerPage" label="Posts per Page" choices={POSTS_PER_PAGE_CHOICES} fullWidth />
              <SelectInput source="defaultPostStatus" label="Default Post Status" choices={POST_STATUS_CHOICES} fullWidth />
            </Panel>
            <Panel index={1} current={tab}>
              <TextInput source="metaTitle" label="Default Meta Title" fullWidth />
              <TextInput source="metaDescription" label="Default Meta Description" multiline minRows={2} fullWidth />
              <BooleanInput source="generateSitemap" label="Publish a sitemap" />
            </Panel>
            <Panel index={2} current={tab}>
              <SelectInput source="themeMode" label="Theme" choices={THEME_CHOICES} fullWidth />
              <SelectInput source="font" label="Font" choices={FONT_CHOICES} fullWidth />
              <SelectInput source="homepageLayout" label="Homepage Layout" choices={LAYOUT_CHOICES} fullWidth />
            </Panel>
            <Panel index={3} current={tab}>
              <NumberInput source="cacheHours" label="Cache Duration (hours)" min={0} fullWidth />
              <BooleanInput source="maintenanceMode" label="Maintenance mode" />
            </Panel>
            <Alert severity="info" sx={{ my: 2 }}>
              Settings are static defaults in this version.
            </Alert>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              Save Changes
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
