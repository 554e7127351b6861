import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { samplePages } from './samplePages.ts';

/** Static pages live only in the browser, as sample data (300 ms of simulated latency). */
export function createSampleDataProvider(): DataProvider {
  return fakeRestProvider({ pages: structuredClone(samplePages) }, false, 300);
}
