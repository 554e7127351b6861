import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { sampleUsers } from './sampleUsers.ts';

/** Users live only in the browser, as sample data (300 ms of simulated latency). */
export function createSampleDataProvider(): DataProvider {
  return fakeRestProvider({ users: structuredClone(sampleUsers) }, false, 300);
}
