import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Checkbox, FormControlLabel, IconButton } from '@mui/material';
import { ArrayInput, required, SimpleFormIterator, SimpleFormIteratorClasses, TextInput, useInput, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { GEAR_MESSAGES } from '../../../../common/gear.ts';
import { maxCharacters } from '../common/validators.ts';

/** The address rule of the contract: http(s), no spaces or control characters, and one a browser can open. */
const validUrl = (value: unknown) => {
  const url = typeof value === 'string' ? value.trim() : '';
  if (!/^https?:\/\/[^\s\p{Cc}]+$/iu.test(url) || !URL.canParse(url)) return 'Enter an address starting with http:// or https://';
  return undefined;
};

/** "Affiliate link": ticked when the site earns a commission through the link. */
function AffiliateCheckbox({ source }: { source: string }) {
  const { field } = useInput({ source, defaultValue: false });
  return <FormControlLabel control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} label="Affiliate link" />;
}

function AddLink() {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      Add buy link
    </Button>
  );
}

function RemoveLink() {
  const { remove, index } = useSimpleFormIteratorItem();
  return (
    <IconButton aria-label={`Remove buy link ${index + 1}`} onClick={() => remove()} size="small">
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

/** Where to buy: each link's store, address and whether it earns a commission (readers are told which do). */
export function BuyLinkFields() {
  return (
    <ArrayInput source="buyLinks" label="Buy links" helperText={false}>
      {/* The remove button stays visible (not only on hover), so keyboards and touch reach it. */}
      <SimpleFormIterator inline disableReordering sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }} disableClear addButton={<AddLink />} removeButton={<RemoveLink />} getItemDefaults={() => ({ label: '', url: '', affiliate: false })}>
        <TextInput source="label" label="Store" validate={[required('Name the store'), maxCharacters(80, GEAR_MESSAGES.tooLong(80))]} helperText={false} />
        <TextInput source="url" label="URL" type="url" validate={validUrl} helperText={false} />
        <AffiliateCheckbox source="affiliate" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
