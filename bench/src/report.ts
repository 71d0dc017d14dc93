import { existsSync, readFileSync, writeFileSync } from 'fs';
import type { ResultRow } from './support/result-row';

const START_MARKER = '<!-- bench:results:start -->';
const END_MARKER = '<!-- bench:results:end -->';

export interface RunInfo {
  date: string;
  machine: string;
  durationSeconds: number;
}

const verdict = (row: ResultRow): string => (row.met === null ? '' : row.met ? 'PASS' : 'MISS');
const ratio = (row: ResultRow): string => (row.ratio === null ? '' : row.ratio.toFixed(2));

function columns(row: ResultRow): string[] {
  return [row.section, row.measure, row.value, row.baseline, ratio(row), [row.target, verdict(row)].filter(Boolean).join(' ')];
}

const HEADER = ['Section', 'Measure', 'Value', 'Baseline (same run)', 'Ratio', 'Target'];

/** A plain aligned table for the terminal. */
export function consoleTable(rows: ResultRow[]): string {
  const lines = [HEADER, ...rows.map(columns)].map((cells) => cells.map((c) => c.replace(/`/g, '')));
  const widths = HEADER.map((_, i) => Math.max(...lines.map((cells) => cells[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  return [format(lines[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(format)].join('\n');
}

function markdownTable(rows: ResultRow[]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map((row) => line(columns(row)))].join('\n');
}

export function resultsSection(rows: ResultRow[], info: RunInfo): string {
  const missed = rows.filter((row) => row.met === false).length;
  const summary = missed === 0 ? 'Every target met.' : `${missed} target(s) missed (MISS below).`;
  return [
    START_MARKER,
    '## Results',
    '',
    `Measured ${info.date} on ${info.machine}; the whole run took ${Math.round(info.durationSeconds)} s. ${summary}`,
    '',
    markdownTable(rows),
    END_MARKER,
  ].join('\n');
}

/** Replaces the results section of the document (between its markers), keeping the intro. */
export function writeResults(path: string, section: string): void {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
}
