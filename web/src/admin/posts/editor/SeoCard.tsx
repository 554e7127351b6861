import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { characters } from '../../../../../common/characters.ts';
import { META_DESCRIPTION_IDEAL_MIN, META_DESCRIPTION_MAX } from '../../../../../common/constants.ts';
import { Counter } from './Counter.tsx';
import { GooglePreview } from './GooglePreview.tsx';
import { SectionCard } from '../../common/SectionCard.tsx';
import { validateMetaDescription } from './validators.ts';

/** Meta description with its x/160 counter (red above 160) and the search preview. */
export function SeoCard() {
  const description = (useWatch({ name: 'metaDescription' }) as string | undefined) ?? '';
  return (
    <SectionCard title="SEO Settings">
      <TextInput
        source="metaDescription"
        label="Meta Description"
        multiline
        minRows={2}
        fullWidth
        validate={validateMetaDescription}
        helperText={false}
      />
      <Counter count={characters(description)} max={META_DESCRIPTION_MAX} warnAbove hint={`Ideal ${META_DESCRIPTION_IDEAL_MIN}-${META_DESCRIPTION_MAX} characters`} />
      <GooglePreview />
    </SectionCard>
  );
}
