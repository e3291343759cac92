/** A route under the network's own route takes its path from the table without the leading '/'. */
export function child(networkPath: string): string {
  return networkPath.replace(/^\//, '');
}
