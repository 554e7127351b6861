import type { DataProvider } from 'react-admin';
import type { BackupCodes, TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus } from '../../../../codegen/hey-api/types.gen.ts';
import { twoFactorDisable, twoFactorEnable, twoFactorPolicy, twoFactorReset, twoFactorSetPolicy, twoFactorSetup, twoFactorStatus } from '../../../../codegen/hey-api/sdk.gen.ts';
import { noRecords } from './noRecords.ts';
import { dataOf, noData, sdk } from './sdk.ts';

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

/** The signed-in account's two-factor sign-in, as the resource `twoFactor`. */
export function createTwoFactorDataProvider(): TwoFactorDataProvider {
  return {
    ...noRecords('Two-factor sign-in has no records: use its own calls.'),
    twoFactorStatus: () => dataOf(twoFactorStatus({ ...sdk })),
    twoFactorSetup: () => dataOf(twoFactorSetup({ ...sdk })),
    twoFactorEnable: (_resource, { code }) => dataOf(twoFactorEnable({ ...sdk, body: { code } })),
    twoFactorDisable: (_resource, { code }) => noData(twoFactorDisable({ ...sdk, body: { code } })),
    twoFactorPolicy: () => dataOf(twoFactorPolicy({ ...sdk })),
    setTwoFactorPolicy: (_resource, { required }) => dataOf(twoFactorSetPolicy({ ...sdk, body: { required } })),
    twoFactorReset: (_resource, { id }) => noData(twoFactorReset({ ...sdk, path: { id } })),
  } as TwoFactorDataProvider;
}
