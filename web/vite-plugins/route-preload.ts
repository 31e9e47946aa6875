import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
};

type Routes = { signedIn: string[]; signedOut: string[]; spanish: string[]; languageKey: string };

/**
 * The inline script: constant, so its CSP hash is too. It reads the chunk lists from the JSON data block,
 * the session and the language from localStorage; sets <html lang>; hides the prerendered Welcome screen
 * when it is not what this visitor should see; and preloads the right chunks.
 */
export const routePreloadScript =
  "(()=>{let s=false,l='en';const d=document.documentElement,r=JSON.parse(document.getElementById('route-preload').textContent);" +
  "try{s=JSON.parse(localStorage.getItem('userStore')||'{}').state.access===true}catch{}" +
  "try{l=localStorage.getItem(r.languageKey)==='es'?'es':'en'}catch{}" +
  "d.lang=l;if(s||l!=='en'||location.pathname!=='/')d.dataset.welcome='hide';" +
  "for(const h of[...(s?r.signedIn:r.signedOut),...(l==='es'?r.spanish:[])]){const k=document.createElement('link');k.rel='modulepreload';k.href=h;document.head.appendChild(k)}})()";

/**
 * The sign-in screen and the invitation page are lazy chunks, so a visitor downloads only one of them.
 * Lazy chunks are found late (after the entry script runs), which costs a round trip before the first
 * paint; this adds a tiny inline script that reads the stored session and preloads the right chunks at once
 * (and the Spanish strings for a Spanish reader). It also sets <html lang>, and marks the page with
 * data-welcome="hide" when the Welcome screen prerendered into index.html (scripts/prerender.mjs) is not
 * what this visitor should see: signed in, another address, or Spanish.
 * The chunk lists go in a JSON data block (never executed), so the script itself never changes and the
 * Content-Security-Policy in firebase.json can allow it by a hash that stays put (see csp-hash.ts).
 */
export function routePreload(routes: Routes): Plugin {
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
        const lists = {
          signedIn: preloads(routes.signedIn),
          signedOut: preloads(routes.signedOut),
          spanish: preloads(routes.spanish),
          languageKey: routes.languageKey,
        };
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
