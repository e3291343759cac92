/** Where the visitor is, from their IP address: it preselects the phone country (spec §7). */
export interface IpLookup {
  /** ISO 3166 alpha-2, e.g. 'IT'. */
  ipCountry(): Promise<string>;
}
export const IP_LOOKUP = Symbol.for('IpLookup');
