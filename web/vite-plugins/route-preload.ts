import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
};

/** What the inline script reads from the JSON data block: the build's file names, which change per build. */
export type RoutePreloadData = {
  entry: string;
  entryImports: string[];
  signedIn: string[];
  signedOut: string[];
  /** Firebase Auth's files: preloaded for a signed-in guest unless their kept ID token is fresh (lib/id-token.ts). */
  auth: string[];
  spanish: string[];
  languageKey: string;
  /** Where the invitation page keeps its first photo's address (features/invitation/hero-preload.ts). */
  heroKey: string;
  /** Where TopCards.tsx keeps the cards' room above the hero by width, and the day-mode window. */
  topCardsKey: string;
  dayWindowKey: string;
  /** Where the hero's box is kept by width (features/invitation/hero-preload.ts). */
  heroBoxKey: string;
  /** Where the page keeps the guest's ID token ({token, expiresAt, uid}), and how long it must still have left. */
  tokenKey: string;
  tokenMarginMs: number;
  /**
   * The invitation's call without the invitation's id (`/bcw/get-invitation/`): a returning guest's is sent at
   * once, with the kept token while it is fresh, and left at `window[earlyCallKey]` (web/src/lib/early-call.ts).
   */
  invitationCall: string;
  earlyCallKey: string;
};

/** What the build is given: the modules each list starts from (the data block holds their files). */
type Routes = Omit<RoutePreloadData, 'entry' | 'entryImports'> & {
  /** The id of the stand-in for the hero's first photo (features/invitation/hero-preload.ts). */
  firstPhotoId: string;
};

/**
 * The stand-in's element, before the app's root, and its style: shown only when the inline script has set
 * data-first-photo (with the photo, and the box the hero had on the last visit at this width, in custom
 * properties), in that box, cropped to cover as the hero's photo is.
 */
export function firstPhotoCss(id: string) {
  return (
    `#${id}{display:none}html[data-first-photo] #${id}{display:block;position:absolute;left:0;right:0;` +
    'top:var(--bcw-first-photo-top);height:var(--bcw-first-photo-height);' +
    'background:var(--bcw-first-photo) 50% 50%/cover no-repeat}'
  );
}

/**
 * The inline script: constant, so its CSP hash is too. It reads the file lists from the JSON data block,
 * the session and the language from localStorage (taking up a ?lang= that the language switch submitted
 * before the app had started, and removing only that from the address); sets <html lang>; hides the
 * prerendered Welcome screen when it is not what this visitor should see (signed in, Spanish, another
 * page, or a personal link ?k=, which signs in first); for a signed-in guest at /, starts downloading the
 * hero's first photo as this device last loaded it (the page's largest paint), and shows it in the stand-in
 * before the app's root where the hero will be (firstPhotoCss above); and starts the app: the entry, its imports and the right lazy chunks
 * (Firebase Auth's only for a signed-in guest whose kept ID token is not fresh: the page starts without it). Where the
 * prerendered Welcome screen shows, it starts the app after that screen's first paint, so the screen's bytes are not
 * shared with the app's JavaScript on a slow connection; elsewhere at once.
 */
export const routePreloadScript =
  "(()=>{let s=false,l='en',u={};const d=document.documentElement,r=JSON.parse(document.getElementById('route-preload').textContent);" +
  "try{u=JSON.parse(localStorage.getItem('userStore')||'{}').state;s=u.access===true}catch{}" +
  'const p=new URLSearchParams(location.search);' +
  "try{const q=p.get('lang');if(q==='en'||q==='es'){localStorage.setItem(r.languageKey,q);p.delete('lang');const t=p.toString();history.replaceState(null,'',location.pathname+(t?'?'+t:'')+location.hash)}" +
  "l=localStorage.getItem(r.languageKey)==='es'?'es':'en'}catch{}" +
  "d.lang=l;const w=!(s||l!=='en'||location.pathname!=='/'||p.has('k'));if(!w)d.dataset.welcome='hide';" +
  "if(s&&location.pathname==='/')try{const h=localStorage.getItem(r.heroKey);if(h&&/^\\/assets\\/[\\w.-]+$/.test(h)){const k=document.createElement('link');k.rel='preload';k.as='image';k.href=h;k.fetchPriority='high';document.head.appendChild(k);" +
  // The stand-in for that photo, in the box the hero had on the last visit at this width, unless the page will
  // wait for the Today card before it paints the hero (TopCards.tsx's useHoldForToday).
  "const n=Date.now(),f=k=>{const t=JSON.parse(localStorage.getItem(k)||'[]');return(Array.isArray(t)?t:[t]).find(x=>x&&x.width===innerWidth)},b=f(r.heroBoxKey),c=f(r.topCardsKey),y=JSON.parse(localStorage.getItem(r.dayWindowKey)||'null');" +
  "if(b&&b.top>0&&b.height>0&&!(y&&Date.parse(y.opensAt)<=n&&n<Date.parse(y.closesAt)&&!(c&&c.today))){d.style.setProperty('--bcw-first-photo','url('+h+')');d.style.setProperty('--bcw-first-photo-top',Math.floor(b.top)+'px');d.style.setProperty('--bcw-first-photo-height',Math.ceil(b.height)+'px');d.dataset.firstPhoto=''}}}catch{}" +
  // The invitation's call, with the guest's own kept token while it is fresh (as lib/api-client.ts sends it), unless
  // a personal link is signing someone in: the app takes its answer instead of calling again. Claimed now, sent
  // once the page's first contentful paint is on the screen (the stand-in's: nothing of it waits on the call),
  // unless the app has sent its own by then; a browser that reports no paint leaves it to the app.
  // The kept token, read once: `f` while it is fresh (also whether Firebase Auth's chunk is preloaded, below).
  'let t=null;try{t=JSON.parse(localStorage.getItem(r.tokenKey))}catch{}const f=!!t&&t.expiresAt-Date.now()>r.tokenMarginMs;' +
  "if(s&&f&&location.pathname==='/'&&!p.has('k')&&typeof u.invtId==='string'&&u.invtId&&u.id&&t.uid===u.id&&typeof t.token==='string')try{const e={url:r.invitationCall+encodeURIComponent(u.invtId)};window[r.earlyCallKey]=e;" +
  "new PerformanceObserver((q,o)=>{if(!q.getEntriesByName('first-contentful-paint').length)return;o.disconnect();setTimeout(()=>{if(window[r.earlyCallKey]===e){e.response=fetch(e.url,{credentials:'include',headers:{Authorization:'Bearer '+t.token}});e.response.catch(()=>{})}})}).observe({type:'paint',buffered:true})}catch{}" +
  "const a=()=>{const e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=r.entry;document.head.appendChild(e);" +
  "for(const h of[...r.entryImports,...(s?[...r.signedIn,...(f?[]:r.auth)]:r.signedOut),...(l==='es'?r.spanish:[])]){const k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)}};" +
  // After the Welcome screen's first paint: the frame after its HTML is parsed (an earlier frame shows nothing,
  // the screen being hidden until then; this script, in <head>, always runs before that). A background tab
  // paints no frame, so a timer starts it there.
  'let g=false;const o=()=>{if(!g){g=true;a()}};' +
  "w?(document.addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(o))),setTimeout(o,1000)):o()})()";

/**
 * The sign-in screen and the invitation page are lazy chunks, so a visitor downloads only one of them.
 * Lazy chunks are found late (after the entry script runs), which costs a round trip before the first
 * paint; this adds a tiny inline script (above) that preloads the right chunks at once (and the Spanish
 * strings for a Spanish reader), and starts the app itself: Vite's entry <script type="module"> and its
 * <link rel="modulepreload"> tags are taken out of the HTML. It also marks the page with
 * data-welcome="hide" when the Welcome screen prerendered into index.html (scripts/prerender.mjs) is not
 * what this visitor should see: signed in, another address, or Spanish.
 * The file lists go in a JSON data block (never executed), so the script itself never changes and the
 * Content-Security-Policy in firebase.json can allow it by a hash that stays put (see csp-hash.ts).
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
        const entryTag = new RegExp(`<script type="module" crossorigin src="/${entry?.fileName}"></script>\\s*`);
        if (!entry || !entryTag.test(html)) throw new Error('route-preload: no entry script in index.html');
        // Vite's <link rel="modulepreload"> tags for the entry's imports move into the script too.
        const entryPreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">\s*/g;
        const preloads = (modules: string[]) => [...new Set(modules.flatMap(filesFor))];
        const signedIn = preloads(routes.signedIn);
        const data: RoutePreloadData = {
          entry: `/${entry.fileName}`,
          entryImports: [...html.matchAll(entryPreload)].map((match) => match[1] ?? ''),
          signedIn,
          signedOut: preloads(routes.signedOut),
          auth: preloads(routes.auth).filter((file) => !signedIn.includes(file)),
          spanish: preloads(routes.spanish),
          languageKey: routes.languageKey,
          heroKey: routes.heroKey,
          topCardsKey: routes.topCardsKey,
          dayWindowKey: routes.dayWindowKey,
          heroBoxKey: routes.heroBoxKey,
          tokenKey: routes.tokenKey,
          tokenMarginMs: routes.tokenMarginMs,
          invitationCall: routes.invitationCall,
          earlyCallKey: routes.earlyCallKey,
        };
        return {
          html: html.replace(entryTag, '').replace(entryPreload, ''),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'route-preload' },
              children: JSON.stringify(data),
              injectTo: 'head',
            },
            { tag: 'script', children: routePreloadScript, injectTo: 'head' },
            { tag: 'style', children: firstPhotoCss(routes.firstPhotoId), injectTo: 'head' },
            { tag: 'div', attrs: { id: routes.firstPhotoId, 'aria-hidden': 'true' }, injectTo: 'body-prepend' },
          ],
        };
      },
    },
  };
}
