import type { Navigator } from '../../application/ports/Navigator';

export interface Navigation {
  path: string;
  replace: boolean;
}

/** Records where the app sent the visitor; `currentPath` is the last place it went. */
export class InMemoryNavigator implements Navigator {
  readonly navigations: Navigation[] = [];
  private path: string;

  constructor(initialPath = '/') {
    this.path = initialPath;
  }

  currentPath(): string {
    return this.path;
  }

  goTo(path: string, options?: { replace?: boolean }): void {
    this.navigations.push({ path, replace: options?.replace ?? false });
    this.path = path;
  }

  /** Every path gone to, in order. */
  get paths(): string[] {
    return this.navigations.map((navigation) => navigation.path);
  }
}
