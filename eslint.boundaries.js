// Which folder may import which, written once: the zones of `import-x/no-restricted-paths`.
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const shared = ['components', 'lib', 'config', 'theme', 'testing'].map((dir) => `./web/src/${dir}`);

export const boundaryZones = [
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
  {
    target: './contract',
    from: ['./web', './functions', './emulators', './scripts'],
    message: 'contract/ depends on nothing but the couple config and zod.',
  },
];
