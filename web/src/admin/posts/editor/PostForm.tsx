import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { DraftKeeper } from '../drafts/DraftKeeper.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { FeaturedImageCard } from './FeaturedImageCard.tsx';
import { PostContentCard } from './PostContentCard.tsx';
import { PublishSettingsCard } from './PublishSettingsCard.tsx';
import { SeoCard } from './SeoCard.tsx';
import { SocialCard } from './SocialCard.tsx';
import { TaxonomyCard } from './TaxonomyCard.tsx';

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
};

/** The post editor shared by create and edit: content on the left, settings on the right. */
export function PostForm({ heading }: { heading: string }) {
  return (
    <Form defaultValues={NEW_POST_DEFAULTS} warnWhenUnsavedChanges>
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
          </Box>
        </Box>
      </Box>
    </Form>
  );
}
