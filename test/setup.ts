import 'reflect-metadata/lite';
import { afterEach } from 'vitest';

// Most tests run in node; only files that say `@vitest-environment jsdom` get a document, and only they pay for
// testing-library. Vitest runs without globals, so testing-library cannot register its own cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // A screen that loads its lazy parts (a chunk, a composition module) may take more than testing-library's default
  // second to show on the two-core CI machine running two workers; `findBy…` waits up to 5 s for it.
  configure({ asyncUtilTimeout: 5_000 });
}
