import type { DataProvider } from 'react-admin';
import type { BackupCodes, TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus } from '../../../../codegen/hey-api/types.gen.ts';
import { httpClient } from './httpClient.ts';
import { noRecords } from './noRecords.ts';

export const TWO_FACTOR_API = '/api/auth/2fa';

export interface TwoFactorDataProvider extends DataProvider {
  /** GET /api/auth/2fa: whether the signed-in account has two-factor on. */
  twoFactorStatus: (resource: string) => Promise<{ data: TwoFactorStatus }>;
  /** POST /api/auth/2fa/setup: a new secret and its QR code, pending until a code confirms it. */
  twoFactorSetup: (resource: string) => Promise<{ data: TwoFactorSetup }>;
  /** POST /api/auth/2fa/enable: turns it on with a code; the backup codes, shown once. */
  twoFactorEnable: (resource: string, params: { code: string }) => Promise<{ data: BackupCodes }>;
  /** POST /api/auth/2fa/disable: turns it off with a code or a backup code. */
  twoFactorDisable: (resource: string, params: { code: string }) => Promise<{ data: null }>;
  /** GET /api/auth/2fa/policy: whether the site requires two-factor of all staff (admin). */
  twoFactorPolicy: (resource: string) => Promise<{ data: TwoFactorPolicy }>;
  /** PUT /api/auth/2fa/policy: require it of all staff, or stop (admin). */
  setTwoFactorPolicy: (resource: string, params: TwoFactorPolicy) => Promise<{ data: TwoFactorPolicy }>;
  /** DELETE /api/users/{id}/2fa: an admin resets another account's two-factor. */
  twoFactorReset: (resource: string, params: { id: number }) => Promise<{ data: null }>;
}

const post = (path: string, body?: unknown) => httpClient(`${TWO_FACTOR_API}${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** The signed-in account's two-factor sign-in, as the resource `twoFactor`. */
export function createTwoFactorDataProvider(): TwoFactorDataProvider {
  return {
    ...noRecords('Two-factor sign-in has no records: use its own calls.'),
    twoFactorStatus: async () => ({ data: (await httpClient(TWO_FACTOR_API)).json as TwoFactorStatus }),
    twoFactorSetup: async () => ({ data: (await post('/setup')).json as TwoFactorSetup }),
    twoFactorEnable: async (_resource, { code }) => ({ data: (await post('/enable', { code })).json as BackupCodes }),
    twoFactorDisable: async (_resource, { code }) => {
      await post('/disable', { code });
      return { data: null };
    },
    twoFactorPolicy: async () => ({ data: (await httpClient(`${TWO_FACTOR_API}/policy`)).json as TwoFactorPolicy }),
    setTwoFactorPolicy: async (_resource, { required }) => ({
      data: (await httpClient(`${TWO_FACTOR_API}/policy`, { method: 'PUT', body: JSON.stringify({ required }) })).json as TwoFactorPolicy,
    }),
    twoFactorReset: async (_resource, { id }) => {
      await httpClient(`/api/users/${id}/2fa`, { method: 'DELETE' });
      return { data: null };
    },
  } as TwoFactorDataProvider;
}
