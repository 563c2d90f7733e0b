/**
 * docs/benchmarks.md holds several generated sections (Lighthouse, the API benchmark), each written
 * by its own script between `<!-- name:start -->` and `<!-- name:end -->`; the rest of the file,
 * written by people, is kept.
 */
import { readFile, writeFile } from 'node:fs/promises';

export async function writeSection(file: string, name: string, body: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const section = `${start}\n${body.trim()}\n${end}`;
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}
