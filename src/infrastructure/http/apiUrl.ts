/**
 * The address of an API call (api-contract.md): the base URL, the path, `networkId` first when the
 * call carries it, then the query in the order given. One home, so that a request the boot module
 * sends early and the same request from the app are the same URL.
 */
export function apiUrl(baseUrl: string, path: string, networkId: string | null, query: Record<string, string | number | boolean | null | undefined> = {}): string {
  const params = new URLSearchParams();
  if (networkId) params.set('networkId', networkId);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
