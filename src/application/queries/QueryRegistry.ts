/** A screen's loaded data, registered so session changes can refetch or drop it. */
export interface RegisteredQuery {
  key: string;
  /** True for the signed-in user's own data (spec §4: not refetched after login on private networks). */
  userScoped: boolean;
  refetch(): void;
  clear(): void;
}

/**
 * The app keeps query results in the presenters that show them; this registry is how logout
 * "removes queries" and how a login on a private network "refetches every query except the user's own".
 */
export class QueryRegistry {
  private readonly queries = new Set<RegisteredQuery>();

  register(query: RegisteredQuery): () => void {
    this.queries.add(query);
    return () => this.queries.delete(query);
  }

  clearAll(): void {
    for (const query of [...this.queries]) query.clear();
  }

  refetchAll(options: { exceptUserScoped: boolean }): void {
    for (const query of [...this.queries]) {
      if (options.exceptUserScoped && query.userScoped) continue;
      query.refetch();
    }
  }

  keys(): string[] {
    return [...this.queries].map((query) => query.key);
  }
}
export const QUERY_REGISTRY = Symbol.for('QueryRegistry');
