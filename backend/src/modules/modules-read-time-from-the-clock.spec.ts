import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

/** Reading the machine's clock; `new Date(value)` only converts a value and stays allowed. */
const SYSTEM_TIME = /new Date\(\s*\)|Date\.now\(/;
const isTest = (file: string) => /\.(int-)?spec\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [path] : [];
  });
}

describe('module sources', () => {
  it('read the time from the injected clock, never from the system (so tests can move it)', () => {
    const offenders = sourceFiles(__dirname)
      .filter((file) => SYSTEM_TIME.test(readFileSync(file, 'utf8')))
      .map((file) => relative(__dirname, file));
    expect(offenders).toEqual([]);
  });
});
