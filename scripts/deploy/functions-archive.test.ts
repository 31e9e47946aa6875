import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Packs a copy of functions/ with firebase-tools' own packaging code and the ignore list of firebase.json,
// exactly as `firebase deploy` uploads it, with local secrets present as they are on a couple's machine.
const root = join(import.meta.dirname, '..', '..');
const { prepareFunctionsUpload } = createRequire(import.meta.url)(
  'firebase-tools/lib/deploy/functions/prepareFunctionsUpload.js',
);
const functionsConfig = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).functions[0];
const copy = mkdtempSync(join(tmpdir(), 'functions-archive-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The file names in a zip archive, read from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

describe('the functions deploy archive', () => {
  it('holds the built function and its manifest, and no local secrets, sources or dependencies', async () => {
    cpSync(join(root, 'functions'), copy, { recursive: true, filter: (path) => !path.includes('node_modules') });
    const write = (file: string, text: string) => {
      mkdirSync(join(copy, file, '..'), { recursive: true });
      if (!existsSync(join(copy, file))) writeFileSync(join(copy, file), text);
    };
    write('.secret.local', 'TWILIO_AUTH_TOKEN=local-only\n');
    write('.env.local', 'SMS_PROVIDER=outbox\n');
    write('lib/index.js', 'exports.bcw = null;\n');
    write('node_modules/express/index.js', '');

    const { pathToSource } = await prepareFunctionsUpload(copy, {
      ...functionsConfig,
      ignore: [...functionsConfig.ignore],
    });
    const entries = zipEntries(readFileSync(pathToSource));
    rmSync(pathToSource, { force: true });

    expect(entries).toEqual(expect.arrayContaining(['package.json', 'lib/index.js']));
    for (const unwanted of ['.secret.local', '.env.local', 'build.mjs', 'tsconfig.json']) {
      expect(entries).not.toContain(unwanted);
    }
    expect(entries.filter((name) => /^(src|node_modules)\//.test(name))).toEqual([]);
  });
});
