import type { DataProvider } from 'react-admin';

/**
 * react-admin's standard record methods for a provider that has only its own calls (a report, one
 * document, the signed-in account): each refuses with `reason`. Spread first, so the methods the
 * provider does have replace these.
 */
export function noRecords(reason: string): DataProvider {
  const refuse = () => Promise.reject(new Error(reason));
  return {
    getList: refuse,
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
}
