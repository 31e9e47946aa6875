import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The environment of this machine's Firestore emulators: the java processes running the emulator's jar. */
function firestoreEmulators() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (!command[0]?.endsWith('java') || !command.some((arg) => /firestore/i.test(arg))) return [];
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return [environment.find((line) => line.startsWith('JAVA_TOOL_OPTIONS=')) ?? ''];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

describe.runIf(process.platform === 'linux')("the Firestore emulator's Java", () => {
  it('runs with the quick compiler alone and one garbage-collecting thread (emulators/launcher/setup.mjs)', () => {
    const emulators = firestoreEmulators();
    expect(emulators.length).toBeGreaterThan(0);
    for (const options of emulators) {
      expect(options).toContain('-XX:TieredStopAtLevel=1');
      expect(options).toContain('-XX:+UseSerialGC');
    }
  });
});
