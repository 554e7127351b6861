import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { AutocompleteInput, BooleanInput, EditBase, Form, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { EditLoaded } from '../common/EditLoaded.tsx';
import { validateChoice } from '../common/validators.ts';
import { Screen } from '../common/Screen.tsx';
import { failure, useToast } from '../common/useToast.tsx';
import { validateAccent, validateAccentDark } from './accentValidators.ts';
import { FONT_CHOICES, LAYOUT_CHOICES, LEAVING_MEMBER_CHOICES, MODERATION_CHOICES, POST_STATUS_CHOICES, POSTS_PER_PAGE_CHOICES, THEME_CHOICES, TIME_ZONE_CHOICES } from './settingsDefaults.ts';
import { SettingsImageInput } from './SettingsImageInput.tsx';
import { SettingsVersions } from './SettingsVersions.tsx';
import { MoveInOut } from './MoveInOut.tsx';
import { SampleContentRemoval } from './SampleContentRemoval.tsx';

const TABS = ['General', 'SEO', 'Appearance', 'Advanced', 'Move in / move out'] as const;

function Panel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`settings-panel-${index}`} aria-labelledby={`settings-tab-${index}`} hidden={index !== current} sx={{ pt: 2, maxWidth: 560 }}>
      {children}
    </Box>
  );
}

function SaveButton() {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting} sx={{ mt: 2 }}>
      Save Changes
    </Button>
  );
}

function SettingsForm({ version }: { version: number }) {
  const [tab, setTab] = useState(0);
  return (
    <Form>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="Settings sections" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {TABS.map((label, index) => (
          <Tab key={label} label={label} id={`settings-tab-${index}`} aria-controls={`settings-panel-${index}`} />
        ))}
      </Tabs>
      <Panel index={0} current={tab}>
        <TextInput source="siteTitle" label="Site Title" helperText="In every page title, the RSS feed and the mails' sender name" fullWidth />
        <TextInput source="siteDescription" label="Site Description" multiline minRows={2} fullWidth />
        <TextInput source="contactEmail" label="Contact Email" helperText="Private: for the back office only" fullWidth />
        <TextInput source="publicEmail" label="Public Contact Email" helperText="On the home page's Contact Us; empty hides it" fullWidth />
        <TextInput source="pressEmail" label="Press Email" helperText="On the home page's Media/Press; empty hides it" fullWidth />
        <TextInput source="trustedBy" label="Trusted-by Line" helperText="Under the home page's headline" multiline fullWidth />
        <SelectInput source="postsPerPage" validate={validateChoice} label="Posts per Page" choices={POSTS_PER_PAGE_CHOICES} helperText="On /blog and each category or tag archive" fullWidth />
        <SelectInput source="defaultPostStatus" validate={validateChoice} label="Default Post Status" choices={POST_STATUS_CHOICES} helperText="The status a new post starts with" fullWidth />
        <AutocompleteInput
          source="timeZone"
          validate={validateChoice}
          label="Time Zone"
          choices={TIME_ZONE_CHOICES}
          disableClearable
          helperText="Event times and the activity log's dates read in it"
          fullWidth
        />
        <SelectInput source="commentModeration" validate={validateChoice} label="Comment Moderation" choices={MODERATION_CHOICES} helperText="Which new comments wait in the moderation queue" fullWidth />
        <SelectInput source="leavingMemberComments" validate={validateChoice} label="Comments of a Leaving Member" choices={LEAVING_MEMBER_CHOICES} helperText="When a member deletes their membership" fullWidth />
      </Panel>
      <Panel index={1} current={tab}>
        <TextInput source="metaTitle" label="Default Meta Title" helperText="The home page's title (the site title when empty)" fullWidth />
        <TextInput source="metaDescription" label="Default Meta Description" multiline minRows={2} helperText="The home page's description, up to 160 characters" fullWidth />
        <SettingsImageInput source="defaultSocialImage" label="Default Social Image" helperText="Link previews of posts without an image of their own" />
        <TextInput source="social.facebook" label="Facebook Profile" helperText="An https:// link; empty hides the icon" fullWidth />
        <TextInput source="social.instagram" label="Instagram Profile" fullWidth />
        <TextInput source="social.youtube" label="YouTube Channel" fullWidth />
        <TextInput source="social.x" label="X Profile" fullWidth />
        <BooleanInput source="discourageSearchEngines" label="Discourage search engines (noindex, robots.txt disallows all)" />
        <BooleanInput source="externalLinksNofollow" label='Add rel="nofollow" to links to other sites' helperText="In posts, pages and events; such links always open in a new tab with noopener" />
      </Panel>
      <Panel index={2} current={tab}>
        <SelectInput source="themeMode" validate={validateChoice} label="Theme" choices={THEME_CHOICES} helperText="System follows each visitor's device" fullWidth />
        <SelectInput source="font" validate={validateChoice} label="Font" choices={FONT_CHOICES} fullWidth />
        <SelectInput source="homepageLayout" validate={validateChoice} label="Homepage Layout" choices={LAYOUT_CHOICES} helperText="How /blog lays out its posts" fullWidth />
        <TextInput source="accentColor" label="Accent Colour" validate={validateAccent} helperText="Links in the light theme, as #rrggbb" fullWidth />
        <TextInput source="accentColorDark" label="Dark Accent Colour" validate={validateAccentDark} helperText="Links in the dark theme, as #rrggbb" fullWidth />
        <SettingsImageInput source="logo" label="Logo" helperText="The header and footer brand, every mail, the RSS feed and structured data (the site title when empty)" />
        <SettingsImageInput source="icon" label="Site Icon" helperText="Favicon, apple-touch-icon and the web manifest's icon" />
      </Panel>
      <Panel index={3} current={tab}>
        <NumberInput source="cacheHours" label="Cache Duration (hours)" min={0} max={168} step={1} helperText="How long browsers and proxies keep the RSS feed, sitemap, robots.txt and web manifest" fullWidth />
        <SettingsVersions current={version} />
      </Panel>
      <Panel index={4} current={tab}>
        <MoveInOut />
        <SampleContentRemoval />
      </Panel>
      {/* Moving in or out saves nothing of the form. */}
      {TABS[tab] !== 'Move in / move out' && <SaveButton />}
    </Form>
  );
}

/** The site settings: four tabs of one stored document; each save is kept as a version. */
export function SettingsPage() {
  const toast = useToast();
  return (
    <Screen title="Settings">
      <Card>
        <CardContent>
          <EditBase
            resource="settings"
            id="site"
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={{
              onSuccess: () => toast.success('Your settings have been saved.', 'Settings saved'),
              onError: (error) => toast.error(failure('Failed to save settings', error)),
            }}
          >
            <EditLoaded>{(record) => <SettingsForm version={Number(record.version)} />}</EditLoaded>
          </EditBase>
        </CardContent>
      </Card>
    </Screen>
  );
}
