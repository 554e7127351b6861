import { Alert } from '@mui/material';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { IMAGE_MESSAGES } from '../../../../../common/messages.ts';
import { EDITOR_MAX_HEIGHT_PX, EDITOR_MIN_HEIGHT_PX } from '../../../../../common/constants.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { keepEmptyBlocks } from './keepEmptyBlocks.ts';
import { countImagesWithoutAlt, validateContent } from './contentRules.ts';

/**
 * Links end where they were made: text typed after a link is not part of it (no autolinking, which
 * would make the mark inclusive), and the editor adds no target or rel of its own (the server
 * decides them: none for the site's own pages). A click on a link while writing does not follow it.
 */
const LINK_OPTIONS = { autolink: false, openOnClick: false, HTMLAttributes: { target: null, rel: null } };

/** react-admin's TipTap setup, with the link rules above and an accessible name on the writing area. */
const editorOptions = {
  ...DefaultEditorOptions,
  extensions: (DefaultEditorOptions.extensions ?? []).map((extension) => (extension.name === 'starterKit' ? extension.configure({ link: LINK_OPTIONS }) : extension)),
  editorProps: { attributes: { role: 'textbox', 'aria-label': 'Content', 'aria-multiline': 'true' } },
};

/** Flags images in the content that have no alt text (screen readers announce nothing for them). */
function MissingAltWarning({ source }: { source: string }) {
  const content = useWatch({ name: source }) as string | undefined;
  const missing = countImagesWithoutAlt(content ?? '');
  if (missing === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {IMAGE_MESSAGES.contentImagesWithoutAlt(missing)}
    </Alert>
  );
}

/** The rich-text content field: the full toolbar, Markdown shortcuts and a 200-600 px writing area. */
export function ContentEditor({ source = 'content', label = 'Content', required = true }: { source?: string; label?: string; required?: boolean } = {}) {
  const [keeper] = useState(keepEmptyBlocks);
  const options = useMemo(
    () => ({ ...editorOptions, editorProps: { attributes: { ...editorOptions.editorProps.attributes, 'aria-label': label } }, extensions: [...(editorOptions.extensions ?? []), keeper.extension] }),
    [keeper, label],
  );
  return (
    <>
      <RichTextInput
        source={source}
        label={label}
        fullWidth
        validate={required ? validateContent : undefined}
        editorOptions={options}
        parse={keeper.parse}
        toolbar={<EditorToolbar />}
        sx={{
          '& .ProseMirror': { minHeight: EDITOR_MIN_HEIGHT_PX, maxHeight: EDITOR_MAX_HEIGHT_PX, overflowY: 'auto' },
          '& .ProseMirror pre': { bgcolor: 'grey.100', p: 1, borderRadius: 1, fontFamily: 'monospace' },
          '& .ProseMirror blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        }}
      />
      <MissingAltWarning source={source} />
    </>
  );
}
