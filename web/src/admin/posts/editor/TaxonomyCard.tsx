import { CategoryCheckboxes } from './CategoryCheckboxes.tsx';
import { SectionCard } from '../../common/SectionCard.tsx';
import { TagChips } from './TagChips.tsx';

export function TaxonomyCard() {
  return (
    <SectionCard title="Categories & Tags">
      <CategoryCheckboxes />
      <TagChips />
    </SectionCard>
  );
}
