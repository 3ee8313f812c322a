#!/usr/bin/env node
// Gzipped size of the JavaScript a first visit loads: the entry chunk plus everything it
// imports statically (transitively), from dist/.vite/manifest.json. Fails above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 300;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error('bundle-size: no entry chunk in the manifest (was build.manifest enabled?)');
  process.exit(2);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
for (const [key] of entries) visit(key);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KiB  ${file}`);
const kib = total / 1024;
console.log(`initial JavaScript (gzip): ${kib.toFixed(1)} KiB of ${BUDGET_KIB} KiB budget`);
if (kib > BUDGET_KIB) {
  console.error(`bundle-size: over budget by ${(kib - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}
