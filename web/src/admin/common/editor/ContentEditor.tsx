import { Alert } from '@mui/material';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { IMAGE_MESSAGES } from '../../../../../common/messages.ts';
import { EDITOR_MAX_HEIGHT_PX, EDITOR_MIN_HEIGHT_PX } from '../../../../../common/constants.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { EDITOR_EXTENSIONS } from './editorExtensions.ts';
import { keepEmptyBlocks } from './keepEmptyBlocks.ts';
import { savedHtml } from './savedMarkup.ts';
import { countImagesWithoutAlt, validateContent } from './contentRules.ts';

/** react-admin's TipTap options, with the editor's extensions and an accessible name on the writing area. */
const editorOptions = {
  ...DefaultEditorOptions,
  extensions: EDITOR_EXTENSIONS,
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

/**
 * The rich-text content field: the full toolbar, Markdown shortcuts and a 200-600 px writing area.
 * `productCards` offers the Product card button (where the public page draws cards: posts).
 */
export function ContentEditor({ source = 'content', label = 'Content', required = true, productCards = false }: { source?: string; label?: string; required?: boolean; productCards?: boolean } = {}) {
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
        parse={(value: string) => savedHtml(keeper.parse(value))}
        toolbar={<EditorToolbar productCards={productCards} />}
        sx={{
          '& .ProseMirror': { minHeight: EDITOR_MIN_HEIGHT_PX, maxHeight: EDITOR_MAX_HEIGHT_PX, overflowY: 'auto' },
          '& .ProseMirror pre': { bgcolor: 'grey.100', p: 1, borderRadius: 1, fontFamily: 'monospace' },
          '& .ProseMirror blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          '& .ProseMirror dt, & .ProseMirror [data-summary]': { fontWeight: 'bold' },
          '& .ProseMirror dd': { ml: 3, mb: 1 },
          '& .ProseMirror [data-details]': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, mb: 1 },
          '& .ProseMirror [data-summary]::before': { content: '"▸ "', color: 'text.secondary' },
          '& .ProseMirror [data-product-card]': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, my: 1, bgcolor: 'grey.50' },
          '& .ProseMirror [data-product-card].ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
        }}
      />
      <MissingAltWarning source={source} />
    </>
  );
}
