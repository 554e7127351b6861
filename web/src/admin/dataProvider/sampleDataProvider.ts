import type { DataProvider } from 'react-admin';
import type { SampleIds, SampleRemoval } from '../../../../codegen/hey-api/types.gen.ts';
import { sampleContentList, sampleContentRemove } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from './noRecords.ts';
import { dataOf, sdk } from './sdk.ts';

export interface SampleDataProvider extends DataProvider {
  /** GET /api/sample-content: the ids of the records still marked as sample, by kind. */
  sampleIds: (resource: string) => Promise<{ data: SampleIds }>;
  /** DELETE /api/sample-content (the owner only): what was removed and kept, by kind. */
  removeSampleContent: (resource: string) => Promise<{ data: SampleRemoval }>;
}

/** The sample content a new site starts with, as the resource `sampleContent`. */
export function createSampleDataProvider(): SampleDataProvider {
  return {
    ...noRecords('Sample content is read by kind and removed as a whole.'),
    sampleIds: () => dataOf(sampleContentList({ ...sdk })),
    removeSampleContent: () => dataOf(sampleContentRemove({ ...sdk })),
  } as SampleDataProvider;
}
