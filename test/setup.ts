import 'reflect-metadata/lite';
import { afterEach } from 'vitest';

// Most tests run in node; only files that say `@vitest-environment jsdom` get a document, and only they pay for
// testing-library. Vitest runs without globals, so testing-library cannot register its own cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
