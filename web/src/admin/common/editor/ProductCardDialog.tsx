import { Alert, CircularProgress, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { Chain, EditorLike } from './editorCommands.ts';
import { EditorDialog } from './EditorDialog.tsx';

interface ProductRow {
  id: number;
  kind: string;
  slug: string;
  brand: string;
  model: string;
  status: string;
}

const NEEDS_PRODUCT = 'Choose the product the card shows';
const SHOWN = 10;

/** Product card: search the gear catalog by brand or model, choose one, and insert its card. */
export function ProductCardDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const { data = [], isPending, error } = useGetList<ProductRow>('gear', { filter: q.trim() ? { q: q.trim() } : {}, pagination: { page: 1, perPage: SHOWN }, sort: { field: 'brand', order: 'ASC' } });
  const insert = () => {
    if (!chosen) return setRefusal(NEEDS_PRODUCT);
    (editor.chain() as Chain).focus().insertProductCard(chosen).run();
    onClose();
  };
  return (
    <EditorDialog titleId="product-card-dialog-title" title="Insert product card" submitLabel="Insert card" onSubmit={insert} onClose={onClose}>
      <TextField autoFocus fullWidth margin="dense" label="Search products" value={q} onChange={(event) => setQ(event.target.value)} helperText="Brand or model" />
      {isPending ? (
        <CircularProgress size={24} aria-label="Loading products" sx={{ my: 1 }} />
      ) : error ? (
        <Alert severity="error">The products could not be loaded. Try again.</Alert>
      ) : data.length === 0 ? (
        <Typography sx={{ my: 1 }}>No product matches.</Typography>
      ) : (
        <>
          <FormLabel id="product-card-choice" sx={{ display: 'block', mt: 1 }}>
            Product
          </FormLabel>
          <RadioGroup
          aria-labelledby="product-card-choice"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setRefusal(undefined);
          }}
        >
          {data.map((product) => (
            <FormControlLabel
              key={product.id}
              value={`${product.kind}/${product.slug}`}
              control={<Radio />}
              label={`${product.brand} ${product.model} (${product.kind}${product.status === 'published' ? '' : ', draft: shown once published'})`}
            />
          ))}
          </RadioGroup>
        </>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
    </EditorDialog>
  );
}
