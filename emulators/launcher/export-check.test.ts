import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_METADATA, exportedSince } from './export-check.mjs';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-check-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm start's check that Ctrl-C saved the data", () => {
  const startedAt = Date.parse('2026-11-25T10:00:00Z');

  it('finds no export in a folder without one (the first export failed)', () => {
    expect(exportedSince(dataDir(), startedAt)).toBe(false);
    expect(exportedSince(join(dataDir(), 'missing'), startedAt)).toBe(false);
  });

  it("finds an export older than this run stale (this run's export failed, the last one stayed)", () => {
    const dir = dataDir();
    writeFileSync(join(dir, EXPORT_METADATA), '{}');
    const before = new Date(startedAt - 60_000);
    utimesSync(join(dir, EXPORT_METADATA), before, before);
    expect(exportedSince(dir, startedAt)).toBe(false);
  });

  it('finds an export written during this run', () => {
    const dir = dataDir();
    writeFileSync(join(dir, EXPORT_METADATA), '{}');
    const after = new Date(startedAt + 60_000);
    utimesSync(join(dir, EXPORT_METADATA), after, after);
    expect(exportedSince(dir, startedAt)).toBe(true);
  });
});
