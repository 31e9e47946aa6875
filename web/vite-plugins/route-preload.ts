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
 * The sign-in screen and the invitation page are lazy chunks, so a visitor downloads only one of them.
 * Lazy chunks are found late (after the entry script runs), which costs a round trip before the first
 * paint; this adds a tiny inline script that reads the stored session and preloads the right chunks at once
 * (and the Spanish strings for a Spanish reader). It also sets <html lang> (taking up a ?lang= that the
 * language switch sent before the app had started), and marks the page with
 * data-welcome="hide" when the Welcome screen prerendered into index.html (scripts/prerender.mjs) is not
 * what this visitor should see: signed in, another address, or Spanish.
 *
 * The same script starts the app (Vite's entry <script type="module"> is taken out of the HTML). Where
 * the prerendered Welcome screen shows, it waits for that first paint, so the screen's bytes are not
 * shared with the app's JavaScript on a slow connection; elsewhere it starts the app at once.
 */
export function routePreload(routes: Routes): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
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
        const preloads = (modules: string[]) => JSON.stringify([...new Set(modules.flatMap(filesFor))]);
        const key = JSON.stringify(routes.languageKey);
        const entryTag = new RegExp(`<script type="module" crossorigin src="/${entry?.fileName}"></script>\\s*`);
        if (!entry || !entryTag.test(html)) throw new Error('route-preload: no entry script in index.html');
        // Vite's <link rel="modulepreload"> tags for the entry's imports move into the script too.
        const entryPreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">\s*/g;
        const entryImports = JSON.stringify([...html.matchAll(entryPreload)].map((match) => match[1]));
        const start = `const a=()=>{const e=document.createElement('script');e.type='module';e.crossOrigin='';e.src='/${entry.fileName}';document.head.appendChild(e);for(const h of[...${entryImports},...(s?${preloads(routes.signedIn)}:${preloads(routes.signedOut)}),...(l==='es'?${preloads(routes.spanish)}:[])]){const k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)}}`;
        // ?lang=es|en: the language switch submitted before the app had started (see LanguageSwitch).
        const script = `(()=>{let s=false,l='en';const d=document.documentElement;try{s=JSON.parse(localStorage.getItem('userStore')||'{}').state.access===true}catch{}try{const q=new URLSearchParams(location.search).get('lang');if(q==='en'||q==='es'){localStorage.setItem(${key},q);history.replaceState(null,'',location.pathname+location.hash)}l=localStorage.getItem(${key})==='es'?'es':'en'}catch{}d.lang=l;const w=!(s||l!=='en'||location.pathname!=='/');if(!w)d.dataset.welcome='hide';${start};w?requestAnimationFrame(()=>setTimeout(a)):a()})()`;
        return {
          html: html.replace(entryTag, '').replace(entryPreload, ''),
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
