// Size budget (DESIGN.md): the JavaScript a guest's browser loads for the first view of a network
// page must stay within 130 KB gzip. That is the entry chunk and everything it imports statically;
// lazy chunks (auth modal, phone input, Stripe, fake back end, other routes) are listed, not counted.
// Stripe is only for the paid pages: no first-load chunk may hold Stripe.js's loader, and only the Stripe
// payment adapter may import it (it does so lazily, when a card form is needed).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
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
  // Stripe.js's loader names its script's URL: the chunks that hold it, and the chunks that import those.
  const holdsStripe = (file) => readFileSync(join(dir, file), 'latin1').includes('https://js.stripe.com');
  const stripeKeys = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js') && holdsStripe(manifest[key].file));
  const stripeAdapter = (key) => key.endsWith('StripePaymentGateway.ts');
  for (const key of stripeKeys) {
    if (firstLoad.has(key)) {
      console.error(`  Stripe in the first load: ${manifest[key].file}`);
      failed = true;
    }
    const importers = Object.keys(manifest).filter((other) => (manifest[other].imports ?? []).includes(key) || ((manifest[other].dynamicImports ?? []).includes(key) && !stripeAdapter(other)));
    for (const importer of importers.filter((other) => !stripeKeys.includes(other))) {
      console.error(`  Stripe imported by ${manifest[importer].file} (${importer}), not by the Stripe payment adapter alone`);
      failed = true;
    }
  }
  if (stripeKeys.length === 0) {
    // The proof needs its subject: a build without Stripe's loader means the check no longer finds it.
    console.error('  Stripe.js loader not found in any chunk: the Stripe check cannot prove anything');
    failed = true;
  } else console.log(`  Stripe.js loader: ${stripeKeys.map((key) => manifest[key].file).join(', ')} (lazy, imported by the Stripe payment adapter only)`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`  first load of a network page: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the budget of ${BUDGET_BYTES / 1024} KB`);
  if (total > BUDGET_BYTES) failed = true;
}
process.exit(failed ? 1 : 0);
