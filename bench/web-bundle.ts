/**
 * Gzip size of the JavaScript the sign-in page loads: the entry chunk and every chunk it imports statically (what the
 * browser fetches before the page can run), from Vite's build manifest. Lazily imported chunks (task screens, other
 * languages) are listed apart. Fails (exit 1) above the budget of the web-app issue.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgetKb = 170;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(webDir, 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const rows = [...initial].map((key) => ({ file: manifest[key]!.file, kb: gzipKb(manifest[key]!.file) }));
const total = rows.reduce((sum, row) => sum + row.kb, 0);
const lazy = Object.keys(manifest).filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'));

console.log('JavaScript loaded by the sign-in page (gzip):');
for (const row of rows.sort((a, b) => b.kb - a.kb)) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${budgetKb} KB)`);
console.log(`Loaded later, on demand: ${lazy.length} chunks, ${lazy.reduce((s, k) => s + gzipKb(manifest[k]!.file), 0).toFixed(1)} KB gzip`);
if (total > budgetKb) {
  console.error(`Over budget by ${(total - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
