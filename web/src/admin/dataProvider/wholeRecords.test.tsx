import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, testDataProvider, useGetList, useGetOne } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient.ts';
import { keepListRowsOutOfRecordCache } from './wholeRecords.ts';

const ROW = { id: 7, title: 'Dinks', slug: 'dinks', publishStatus: 'draft' };
const WHOLE = { ...ROW, subtitle: 'Soft hands', content: '<p>Bend your knees.</p>' };

/** What the editor received as the record, in order. */
let shown: unknown[] = [];

function Editor() {
  const { data } = useGetOne('posts', { id: '7' });
  if (data) shown.push(data);
  return data ? <p>{data.subtitle ?? 'no subtitle'}</p> : <p>Loading</p>;
}

/** The list first, then (as after a click on a row) the editor. */
function ListThenEditor() {
  const { data } = useGetList('posts', { pagination: { page: 1, perPage: 10 } });
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return open ? <Editor /> : <button onClick={() => setOpen(true)}>{data[0]?.title}</button>;
}

const RECORD_KEY = ['posts', 'getOne', { id: '7', meta: undefined }];

function renderApp(getOne: () => Promise<{ data: object }>, cached?: object) {
  const queryClient = createQueryClient();
  const unsubscribe = keepListRowsOutOfRecordCache(queryClient);
  if (cached) queryClient.setQueryData(RECORD_KEY, cached);
  const dataProvider = testDataProvider({ getList: async () => ({ data: [ROW], total: 1 }), getOne } as never);
  render(
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <ListThenEditor />
    </CoreAdminContext>,
  );
  return { queryClient, unsubscribe };
}

describe('list rows and the record cache', () => {
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    shown = [];
  });

  it('fetches the whole post when the editor opens after the list, and never shows the row as the post', async () => {
    const getOne = vi.fn(async () => ({ data: WHOLE }));
    ({ unsubscribe } = renderApp(getOne));
    (await screen.findByRole('button', { name: 'Dinks' })).click();
    expect(await screen.findByText('Soft hands')).toBeTruthy();
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(shown.every((record) => record === WHOLE || JSON.stringify(record) === JSON.stringify(WHOLE))).toBe(true);
  });

  it('keeps a whole post once fetched: the list does not replace it, and it is not fetched again', async () => {
    const getOne = vi.fn(async () => ({ data: WHOLE }));
    const app = renderApp(getOne, WHOLE);
    unsubscribe = app.unsubscribe;
    (await screen.findByRole('button', { name: 'Dinks' })).click();
    expect(await screen.findByText('Soft hands')).toBeTruthy();
    await waitFor(() => expect(app.queryClient.getQueryData(RECORD_KEY)).toEqual(WHOLE));
    expect(getOne).not.toHaveBeenCalled();
  });
});
