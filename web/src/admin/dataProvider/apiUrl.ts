/**
 * An address that must stay a URL (a download link, an upload target), taken from a generated
 * operation's `url`: `apiUrl<GearExportData>(…)`, its literal checked against the type, stops type-checking when
 * the contract moves the operation. The query, when given, as URLSearchParams writes it.
 */
export function apiUrl<Data extends { url: string }>(url: Data['url'], query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${url}?${search}` : url;
}
