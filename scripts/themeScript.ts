import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptHashSource } from './scriptHash';

/** index.html's theme script (see its header), exactly as it is put in the page. */
export const THEME_SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/presentation/theme/themeScript.js'), 'utf8');

export const THEME_SCRIPT_HASH = scriptHashSource(THEME_SCRIPT);

export const themeScriptElement = (): string => `<script>${THEME_SCRIPT}</script>`;
