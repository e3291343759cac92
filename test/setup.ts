import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
