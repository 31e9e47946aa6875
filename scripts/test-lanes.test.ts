import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserFileSeconds,
  laneAHeadStartSeconds,
  laneBStartSeconds,
  planLanes,
  unknownFileSeconds,
} from './test-lanes.mjs';

const browserFiles = readdirSync(join(import.meta.dirname, '..', 'web', 'e2e'))
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => `web/e2e/${file}`);
const seconds = (files: string[]) =>
  files.reduce((sum, file) => sum + (browserFileSeconds[file.split('/').pop()!] ?? unknownFileSeconds), 0);

describe('planLanes', () => {
  it('puts every browser test file in exactly one lane', () => {
    const { a, b } = planLanes(browserFiles);
    expect([...a, ...b].sort()).toEqual([...browserFiles].sort());
    expect(a.filter((file) => b.includes(file))).toEqual([]);
  });

  it('gives each lane browser work after its own head start (the API tests, the unit tests) and ends them close together', () => {
    const { a, b } = planLanes(browserFiles);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    const endA = laneAHeadStartSeconds + seconds(a);
    const endB = laneBStartSeconds + seconds(b);
    expect(Math.abs(endA - endB)).toBeLessThanOrEqual(Math.max(...Object.values(browserFileSeconds)));
  });

  it('counts a file it has no figure for, rather than dropping it', () => {
    const { a, b } = planLanes(['web/e2e/new-screen.e2e.ts', 'web/e2e/lists.e2e.ts']);
    expect([...a, ...b].sort()).toEqual(['web/e2e/lists.e2e.ts', 'web/e2e/new-screen.e2e.ts']);
  });

  it('knows a figure for every browser test file there is', () => {
    const known = Object.keys(browserFileSeconds);
    expect(browserFiles.map((file) => file.split('/').pop()).filter((file) => !known.includes(file!))).toEqual([]);
  });
});
