import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DraftKeeper } from '../../common/drafts/DraftKeeper.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { FeaturedImageCard } from './FeaturedImageCard.tsx';
import { FutureDateDialog } from './FutureDateDialog.tsx';
import { PostContentCard } from './PostContentCard.tsx';
import { PublishSettingsCard } from './PublishSettingsCard.tsx';
import { PostViewsCard } from '../../analytics/PostViewsCard.tsx';
import { SeoCard } from './SeoCard.tsx';
import { SocialCard } from './SocialCard.tsx';
import { publishesLater } from './scheduleRules.ts';
import { EDITOR_FORM_ID } from '../../common/editor/editorForm.ts';
import { TaxonomyCard } from './TaxonomyCard.tsx';
import { useSaveShortcut } from '../../common/editor/useSaveShortcut.ts';

/** What a new post starts with: a draft with nothing filled in. */
export const NEW_POST_DEFAULTS = {
  title: '',
  subtitle: '',
  slug: '',
  content: '',
  metaDescription: '',
  publishStatus: 'draft',
  publishDate: null,
  featuredImage: '',
  featuredImageAlt: '',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  tagIds: [],
  categoryIds: [],
  commentsOpen: true,
};

/**
 * The post editor shared by create and edit: content on the left, settings on the right. A post
 * set to Published with a date still to come is never saved so: the editor asks first. Ctrl/Cmd+S
 * saves.
 */
export function PostForm({ heading, defaults = NEW_POST_DEFAULTS }: { heading: string; defaults?: typeof NEW_POST_DEFAULTS }) {
  const { save, saving } = useSaveContext();
  useSaveShortcut(Boolean(saving));
  const [asking, setAsking] = useState<{ open: boolean; date?: unknown }>({ open: false });
  const submit = (values: FieldValues) => {
    if (!publishesLater(values)) return save?.(values);
    setAsking({ open: true, date: values.publishDate });
  };
  return (
    <Form id={EDITOR_FORM_ID} defaultValues={defaults} onSubmit={submit} warnWhenUnsavedChanges>
      <Box sx={{ py: 2 }}>
        <EditorHeader heading={heading} />
        <DraftKeeper />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <PostContentCard />
            <SeoCard />
            <SocialCard />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <PublishSettingsCard />
            <TaxonomyCard />
            <FeaturedImageCard />
            <PostViewsCard />
          </Box>
        </Box>
      </Box>
      <FutureDateDialog open={asking.open} date={asking.date} onClose={() => setAsking((shown) => ({ ...shown, open: false }))} />
    </Form>
  );
}
