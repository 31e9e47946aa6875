// Which folder may import which, written once, and the lint rule that holds every import to it.
import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's feature rooms (functions/src/<room>): each owns its rules, its store and its handlers.
const serverRooms = readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['api', 'platform', 'words'].includes(entry.name))
  .map((entry) => entry.name);

const shared = ['components', 'lib', 'stores', 'i18n', 'config', 'theme', 'testing'].map((dir) => `./web/src/${dir}`);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature; compose them in web/src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'web/src/app is the top layer: features may not import it.',
  },
  ...shared.map((dir) => ({
    target: dir,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code may not import features or app/.',
  })),
  // The console's guests feature, in rooms: the list (guests/list) opens the editor (guests/editor) and
  // seating (guests/seating, with the Tables view); those two never import the list or each other, and
  // guests/shared (types, the guest list's query, a guest's update) imports none of the three.
  ...[
    ['shared', ['list', 'editor', 'seating']],
    ['editor', ['list', 'seating']],
    ['seating', ['list', 'editor']],
  ].map(([room, above]) => ({
    target: `./web/src/features/guests/${room}`,
    from: above.map((other) => `./web/src/features/guests/${other}`),
    message: 'In the guests feature only the list composes the editor and seating; shared/ imports none of them.',
  })),
  {
    target: './web/src',
    from: ['./functions', './emulators', './scripts'],
    message: 'The web app meets the functions only through contract/ and wedding.config.ts.',
  },
  {
    target: './functions/src',
    from: ['./web', './scripts'],
    message: 'The functions meet the web app only through contract/ and wedding.config.ts.',
  },
  ...serverRooms.map((room) => ({
    target: `./functions/src/${room}`,
    // Imports name these modules without their extension.
    from: ['api/app', 'api/routes', 'index'].map((file) => `./functions/src/${file}`),
    message: 'A feature room sits below the wiring: it may not import the route table, the app or the entry point.',
  })),
  {
    target: './functions/src/platform',
    from: [...serverRooms.map((room) => `./functions/src/${room}`), './functions/src/api'],
    message:
      'platform/ (responses, limits, Firebase, SMS, email) knows nothing of guests or invitations: it may not import a feature room or api/.',
  },
  {
    target: './functions/src/words',
    from: ['./functions/src/api', './functions/src/platform', ...serverRooms.map((room) => `./functions/src/${room}`)],
    message: 'words/ holds only the words guests read: it may not import the API, a feature room or platform/.',
  },
  {
    target: './contract',
    from: ['./web', './functions', './emulators', './scripts'],
    message: 'contract/ depends on nothing but the couple config and zod.',
  },
];

// The rule that enforces the zones. It resolves every import itself (relative paths at any depth, and the
// @contract/@config aliases of tsconfig.json), so no resolver package is needed: the registry this project
// installs from lacks the native bindings of the import-x resolvers for other platforms, which breaks `npm ci`.
const root = dirname(fileURLToPath(import.meta.url));
const aliases = {
  '@config': 'wedding.config.ts',
  '@contract': 'contract',
  '@testing': 'emulators/testing',
  '@stand-ins': 'emulators/stand-ins',
  '@launcher': 'emulators/launcher',
};

function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  for (const [alias, path] of Object.entries(aliases)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) {
      return resolve(root, path + specifier.slice(alias.length));
    }
  }
  return null; // a package
}

const inside = (file, dir) => {
  const rel = relative(resolve(root, dir), file);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

function violated(fromFile, target) {
  return boundaryZones.find((zone) => {
    if (!inside(fromFile, zone.target)) return false;
    const froms = [zone.from].flat();
    if (!froms.some((from) => inside(target, from))) return false;
    return !(zone.except ?? []).some((except) => inside(target, join(froms[0], except)));
  });
}

export const boundariesPlugin = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (source) => {
          if (!source || typeof source.value !== 'string') return;
          const target = resolveImport(context.filename, source.value);
          const zone = target && violated(context.filename, target);
          if (zone)
            context.report({ node: source, message: `Unexpected import of "${source.value}": ${zone.message}` });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};
