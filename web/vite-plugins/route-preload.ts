import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
};

/** The inline script: constant, so its CSP hash is too. */
export const routePreloadScript =
  "(()=>{let s=false;try{s=JSON.parse(localStorage.getItem('userStore')||'{}').state.access===true}catch{}" +
  "const r=JSON.parse(document.getElementById('route-preload').textContent);" +
  "for(const h of s?r.signedIn:r.signedOut){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}})()";

/**
 * The sign-in screen and the invitation page are lazy chunks, so a visitor downloads only one of them.
 * Lazy chunks are found late (after the entry script runs), which costs a round trip before the first
 * paint; this adds a tiny inline script that reads the stored session and preloads the right chunks at once.
 * The chunk lists go in a JSON data block (never executed), so the script itself never changes and the
 * Content-Security-Policy in firebase.json can allow it by a hash that stays put (see csp-hash.ts).
 */
export function routePreload(routes: { signedIn: string[]; signedOut: string[] }): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item): item is Chunk & typeof item => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const filesFor = (suffix: string) => {
          const start =
            chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
            chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
          if (!start) throw new Error(`route-preload: no chunk for ${suffix}`);
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file) || alreadyLoaded.has(file)) return;
            files.add(file);
            byFile.get(file)?.imports.forEach(visit);
          };
          visit(start.fileName);
          return [...files].map((file) => `/${file}`);
        };
        const preloads = (modules: string[]) => [...new Set(modules.flatMap(filesFor))];
        const lists = { signedIn: preloads(routes.signedIn), signedOut: preloads(routes.signedOut) };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-preload' },
            children: JSON.stringify(lists),
            injectTo: 'head',
          },
          { tag: 'script', children: routePreloadScript, injectTo: 'head' },
        ];
      },
    },
  };
}
