// Size budget (DESIGN.md): the JavaScript a guest's browser loads for the first view of a network
// page must stay within 130 KB gzip. That is the entry chunk and everything it imports statically;
// lazy chunks (auth modal, phone input, Stripe, fake back end, other routes) are listed, not counted.
// Stripe is only for the paid pages: no first-load chunk may hold Stripe.js's loader, and only the Stripe
// payment adapter may import it (it does so lazily, when a card form is needed). MUI X (charts, date
// pickers) is only for the manager area: no other chunk may hold or import it.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
// React's group, the entry and rolldown's runtime (DESIGN.md Budgets): every further file is gzip overhead, and the
// sign of a shared module that rolldown left out of the entry's file.
const FIRST_LOAD_FILES = 3;
const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist', 'dist-http'];
let failed = false;

for (const dir of builds) {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`size: ${manifestPath} is missing; run the build first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // Every entry index.html loads counts, with everything it imports statically.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length === 0) {
    console.error(`size: no entry in ${manifestPath}`);
    process.exit(1);
  }
  const firstLoad = new Set();
  const visit = (key) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entryKeys.forEach(visit);

  const gzipOf = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipOf(chunk.file), first: firstLoad.has(key) }))
    .sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
  const total = rows.filter((row) => row.first).reduce((sum, row) => sum + row.gzip, 0);

  console.log(`\n${dir}: JavaScript per chunk (gzip)`);
  for (const row of rows) {
    console.log(`  ${row.first ? 'first load' : 'lazy      '}  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
  }
  // Libraries that belong to a few screens. A chunk loads a library when it holds it or imports (statically, at
  // any depth) a chunk that does: that set must hold no first-load chunk, and may only be entered through a
  // dynamic import made by an owner or of an owner (the router loading the owner's page). `lazily`: the owner
  // itself may not import it statically. Each library is found by a string only it carries (one module of it).
  const keys = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js'));
  const confine = ({ name, marker, owner, ownerName, lazily = false }) => {
    const holders = keys.filter((key) => readFileSync(join(dir, manifest[key].file), 'latin1').includes(marker));
    if (holders.length === 0) {
      // The proof needs its subject: a build without the marker means the check no longer finds the library.
      console.error(`  ${name} not found in any chunk (by "${marker}"): the check cannot prove anything`);
      failed = true;
      return;
    }
    const loading = new Set(holders);
    for (const key of loading) {
      for (const other of keys) if ((manifest[other].imports ?? []).includes(key)) loading.add(other);
    }
    const problems = [];
    for (const key of loading) {
      const file = manifest[key].file;
      if (firstLoad.has(key)) problems.push(`is in the first load (${file})`);
      if (lazily && owner(key)) problems.push(`is imported statically by ${file}, not lazily`);
      const entries = keys.filter((other) => !loading.has(other) && (manifest[other].dynamicImports ?? []).includes(key));
      const strangers = owner(key) ? [] : entries.filter((other) => !owner(other));
      if (strangers.length > 0) problems.push(`comes with ${file}, which ${strangers.map((other) => manifest[other].file).join(', ')} load, not ${ownerName} alone`);
    }
    for (const problem of problems) console.error(`  ${name} ${problem}`);
    if (problems.length > 0) failed = true;
    else console.log(`  ${name}: ${holders.map((key) => manifest[key].file).join(', ')} (lazy, for ${ownerName} only)`);
  };
  // Stripe.js's loader names its script's URL; the Stripe payment adapter loads it when a card form is needed.
  confine({ name: 'Stripe.js loader', marker: 'https://js.stripe.com', owner: (key) => key.endsWith('StripePaymentGateway.ts'), ownerName: 'the Stripe payment adapter', lazily: true });
  // The manager area's charts and date pickers (MUI X) are no member's download, not even in the MUI chunk.
  const managerArea = (key) => key.startsWith('src/presentation/manage/');
  confine({ name: 'MUI X Charts', marker: 'MuiChartsSurface', owner: managerArea, ownerName: 'the manager area' });
  confine({ name: 'MUI X Date Pickers', marker: 'MuiDatePicker', owner: managerArea, ownerName: 'the manager area' });
  // The auth pages open the sign-in modal as they load: its frame and first steps are drawn with the first-paint CSS,
  // and MUI (its two chunks, the longest tasks of such a page) comes only with the steps that have fields.
  const authDialog = keys.find((key) => key.endsWith('src/presentation/auth/AuthDialog.tsx'));
  if (!authDialog) {
    console.error('  the sign-in modal (src/presentation/auth/AuthDialog.tsx) is not a chunk of its own: the check cannot prove anything');
    failed = true;
  } else {
    const loaded = new Set([authDialog]);
    for (const key of loaded) for (const imported of manifest[key].imports ?? []) loaded.add(imported);
    const mui = [...loaded].map((key) => manifest[key].file).filter((file) => /(^|\/)mui(-styles)?-[^/]*\.js$/.test(file));
    if (mui.length > 0) {
      console.error(`  the sign-in modal's chunk loads MUI with it (${mui.join(', ')}): its frame and first steps must not`);
      failed = true;
    } else {
      console.log(`  sign-in modal: ${manifest[authDialog].file} and its imports load no MUI`);
    }
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  const files = rows.filter((row) => row.first).length;
  console.log(`  first load of a network page: ${(total / 1024).toFixed(1)} KB gzip in ${files} files, ${verdict} the budget of ${BUDGET_BYTES / 1024} KB`);
  if (total > BUDGET_BYTES) failed = true;
  if (files > FIRST_LOAD_FILES) {
    console.error(`  the first load is ${files} files, not ${FIRST_LOAD_FILES}: a module the entry shares with lazy chunks has a file of its own (vite.config.ts, the app group)`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
