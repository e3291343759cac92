/** How Chromium is launched for the end-to-end runs (TOOLCHAIN.md): Debian's, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** With this flag navigator.webdriver is false, as for a person: what automation hides becomes visible. */
export const AS_A_PERSON = [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'];
