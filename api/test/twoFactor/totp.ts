import * as OTPAuth from 'otpauth';

/** The authenticator app's code for `secret` at `timestamp` (as a phone would show it). */
export const codeAt = (secret: string, timestamp = Date.now()): string => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

/** The `name=value` of a cookie set by a response, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const found = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  const pair = found?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}
