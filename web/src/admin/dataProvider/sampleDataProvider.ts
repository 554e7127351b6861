import type { DataProvider } from 'react-admin';
import type { SampleIds, SampleRemoval } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { noRecords } from './noRecords.ts';

const SAMPLE_API = '/api/sample-content';

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
    sampleIds: async () => ({ data: (await httpClient(SAMPLE_API)).json as SampleIds }),
    removeSampleContent: async () => ({ data: (await httpClient(SAMPLE_API, { method: 'DELETE' })).json as SampleRemoval }),
  } as SampleDataProvider;
}
