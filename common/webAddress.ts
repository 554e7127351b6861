/**
 * An absolute http(s) address whose host is an ASCII name (punycode for international names) or an
 * IPv4 address, with an optional port and path: the contract's `WebAddress` pattern, word for word
 * (api/test/webAddress.test.ts holds them equal). The server refuses what the contract refuses, so
 * no address it stores (from a form or a CSV row) breaks an answer that shows it.
 */
export const WEB_ADDRESS_PATTERN = String.raw`^[Hh][Tt][Tt][Pp][Ss]?://(([A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*|((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(:([0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?([/?#][^\s\u0000-\u001F]*)?$`;

const WEB_ADDRESS = new RegExp(WEB_ADDRESS_PATTERN, 'u');

/** True when `value` is such an address and a browser can open it. */
export function isWebAddress(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
