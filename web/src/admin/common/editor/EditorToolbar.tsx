import CodeIcon from '@mui/icons-material/Code';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, ToggleButton, Tooltip } from '@mui/material';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { toolbarActions, type Chain, type EditorLike, type ToolbarAction, type ToolbarDialog } from './editorCommands.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { ProductCardDialog } from './ProductCardDialog.tsx';

// "H1" is drawn as a glyph, not text, so the button's name ("Heading 1") holds all the text it shows.
const heading = (level: number) => <Box component="span" aria-hidden="true" sx={{ fontSize: 14, fontWeight: 700, width: 24, '&::before': { content: `"H${level}"` } }} />;

const ICONS: Record<string, ReactNode> = {
  bold: <FormatBoldIcon fontSize="inherit" />,
  italic: <FormatItalicIcon fontSize="inherit" />,
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  bulletList: <FormatListBulletedIcon fontSize="inherit" />,
  orderedList: <FormatListNumberedIcon fontSize="inherit" />,
  'align-left': <FormatAlignLeftIcon fontSize="inherit" />,
  'align-center': <FormatAlignCenterIcon fontSize="inherit" />,
  'align-right': <FormatAlignRightIcon fontSize="inherit" />,
  link: <InsertLinkIcon fontSize="inherit" />,
  image: <ImageIcon fontSize="inherit" />,
  productCard: <StorefrontIcon fontSize="inherit" />,
  codeBlock: <CodeIcon fontSize="inherit" />,
  blockquote: <FormatQuoteIcon fontSize="inherit" />,
  undo: <UndoIcon fontSize="inherit" />,
  redo: <RedoIcon fontSize="inherit" />,
};

/** Re-renders on every editor transaction so the active states follow the cursor. */
function useEditorUpdates(editor: EditorLike | null) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', tick);
    return () => {
      editor.off('transaction', tick);
    };
  }, [editor]);
}

/**
 * The editor toolbar: formatting, H1-H3, lists, alignment, link, image, code block, quote, undo,
 * redo; and a product card where the content shows one (posts).
 */
export function EditorToolbar({ productCards = false }: { productCards?: boolean }) {
  const editor = useTiptapEditor() as unknown as EditorLike | null;
  useEditorUpdates(editor);
  const enabled = Boolean(editor?.isEditable);
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  const run = (action: ToolbarAction) => {
    if (action.opens) setDialog(action.opens);
    else action.command?.((editor!.chain() as Chain).focus()).run();
  };
  const closeDialog = () => setDialog(null);
  return (
    <RichTextInputToolbar size="small">
      <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {toolbarActions.filter((action) => productCards || action.key !== 'productCard').map((action) => {
          const selected = Boolean(editor && action.active?.(editor));
          const canRun =
            enabled && (action.key === 'undo' || action.key === 'redo')
              ? (action.command?.(editor!.can().chain() as Chain).run() ?? false)
              : enabled;
          return (
            <Tooltip key={action.key} title={action.label}>
              <span>
                <ToggleButton
                  value={action.key}
                  size="small"
                  aria-label={action.label}
                  selected={selected}
                  disabled={!canRun}
                  aria-haspopup={action.opens ? 'dialog' : undefined}
                  onClick={() => run(action)}
                >
                  {ICONS[action.key]}
                </ToggleButton>
              </span>
            </Tooltip>
          );
        })}
      </Box>
      {editor && dialog === 'link' ? <LinkDialog editor={editor} onClose={closeDialog} /> : null}
      {editor && dialog === 'image' ? <ImageDialog editor={editor} onClose={closeDialog} /> : null}
      {editor && dialog === 'productCard' ? <ProductCardDialog editor={editor} onClose={closeDialog} /> : null}
    </RichTextInputToolbar>
  );
}
