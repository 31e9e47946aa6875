import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserFileSeconds,
  emulatorStartSeconds,
  laneAHeadStartSeconds,
  laneBStartSeconds,
  laneCount,
  lanesWaitForUnit,
  maxLanes,
  planLanes,
  restartTestSeconds,
  unknownFileSeconds,
} from './test-lanes.mjs';

const browserFiles = readdirSync(join(import.meta.dirname, '..', 'web', 'e2e'))
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => `web/e2e/${file}`);
const seconds = (files: string[]) =>
  files.reduce((sum, file) => sum + (browserFileSeconds[file.split('/').pop()!] ?? unknownFileSeconds), 0);

describe('planLanes', () => {
  it('puts every browser test file in exactly one lane', () => {
    const [a, b, ...more] = planLanes(browserFiles);
    expect(more).toEqual([]);
    expect([...a!, ...b!].sort()).toEqual([...browserFiles].sort());
    expect(a!.filter((file) => b!.includes(file))).toEqual([]);
  });

  it('gives each lane browser work after its own head start (the API tests, the unit tests) and ends them close together', () => {
    const [a, b] = planLanes(browserFiles);
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.length).toBeGreaterThan(0);
    const endA = laneAHeadStartSeconds + seconds(a!);
    const endB = laneBStartSeconds + seconds(b!);
    expect(Math.abs(endA - endB)).toBeLessThanOrEqual(Math.max(...Object.values(browserFileSeconds)));
  });

  it('counts a file it has no figure for, rather than dropping it', () => {
    const lanes = planLanes(['web/e2e/new-screen.e2e.ts', 'web/e2e/lists.e2e.ts']);
    expect(lanes.flat().sort()).toEqual(['web/e2e/lists.e2e.ts', 'web/e2e/new-screen.e2e.ts']);
  });

  it('knows a figure for every browser test file there is', () => {
    const known = Object.keys(browserFileSeconds);
    expect(browserFiles.map((file) => file.split('/').pop()).filter((file) => !known.includes(file!))).toEqual([]);
  });

  it('shares the files between more lanes on a machine with more cores, each once, the lanes ending close together', () => {
    for (const count of [3, 4, 6]) {
      const lanes = planLanes(browserFiles, count, { waitForUnit: false });
      expect(lanes).toHaveLength(count);
      expect(lanes.flat().sort()).toEqual([...browserFiles].sort());
      expect(lanes.slice(1).every((files) => files.length > 0)).toBe(true);
      const ends = lanes.map(
        (files, index) =>
          (index === 0 ? laneAHeadStartSeconds : emulatorStartSeconds) +
          (index === count - 1 ? restartTestSeconds : 0) +
          seconds(files),
      );
      // Lane A ends with its API tests when the other lanes can take every browser file before it.
      const browserLanes = lanes[0]!.length === 0 ? ends.slice(1) : ends;
      const longest = Math.max(...Object.values(browserFileSeconds));
      expect(Math.max(...browserLanes) - Math.min(...browserLanes)).toBeLessThanOrEqual(longest);
      expect(Math.max(...ends.slice(1))).toBeLessThanOrEqual(Math.max(ends[0]!, Math.min(...ends.slice(1)) + longest));
    }
  });
});

describe('laneCount', () => {
  it('runs two lanes on two cores, one a core beside the unit tests on more, and no more than maxLanes', () => {
    expect(laneCount(1, '')).toBe(2);
    expect(laneCount(2, '')).toBe(2);
    expect(laneCount(4, '')).toBe(3);
    expect(laneCount(8, '')).toBe(Math.min(maxLanes, 7));
    expect(laneCount(64, '')).toBe(maxLanes);
  });

  it('takes TEST_LANES as given (1: one suite), within 1 and maxLanes', () => {
    expect(laneCount(8, '1')).toBe(1);
    expect(laneCount(2, '3')).toBe(3);
    expect(laneCount(2, '99')).toBe(maxLanes);
    expect(laneCount(2, 'many')).toBe(1);
  });

  it('has the lanes after A wait for the unit tests unless each lane and the unit tests get a core', () => {
    expect(lanesWaitForUnit(2, 2)).toBe(true);
    expect(lanesWaitForUnit(3, 2)).toBe(true);
    expect(lanesWaitForUnit(3, 4)).toBe(false);
    expect(lanesWaitForUnit(2, 3)).toBe(false);
  });
});
