import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { AppBar, Box, Button, Chip, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Category, Tag } from '../../../../../codegen/hey-api/types.gen.ts';
import { PostArticle, type PostArticleData } from '../../../site/post/PostArticle.tsx';
import { capitalise } from '../PostStatusBadge.tsx';
import { ALL_TERMS } from './termSelection.tsx';

const pick = <T extends { id: number }>(terms: T[] | undefined, ids: unknown) =>
  (terms ?? []).filter((term) => Array.isArray(ids) && ids.includes(term.id));

function toDateString(value: unknown): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Preview: the post as its public page shows it, drawn from what is in the form right now
 * (drafts and unsaved edits included). Only the signed-in admin can open it.
 */
export function PreviewButton() {
  const [open, setOpen] = useState(false);
  const { getValues } = useFormContext();
  const { data: categories } = useGetList<Category>('categories', ALL_TERMS);
  const { data: tags } = useGetList<Tag>('tags', ALL_TERMS);
  const values = open ? getValues() : {};
  const post: PostArticleData = {
    title: values.title || 'Untitled post',
    subtitle: values.subtitle,
    publishDate: toDateString(values.publishDate),
    featuredImage: values.featuredImage,
    featuredImageAlt: values.featuredImageAlt,
    content: values.content ?? '',
    categories: pick(categories, values.categoryIds),
    tags: pick(tags, values.tagIds),
  };
  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        Preview
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby="post-preview-title">
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" onClick={() => setOpen(false)} aria-label="Close preview">
              <CloseIcon />
            </IconButton>
            <Typography id="post-preview-title" component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
              Post preview
            </Typography>
            {values.publishStatus ? <Chip size="small" label={capitalise(String(values.publishStatus))} /> : null}
          </Toolbar>
        </AppBar>
        <Box sx={{ py: 3, background: '#fbfcf9' }}>
          {open ? <PostArticle post={post} /> : null}
        </Box>
      </Dialog>
    </>
  );
}
