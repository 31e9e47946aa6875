// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyCall } from '../src/lib/early-call';
import { firstPhotoCss, routePreloadScript, type RoutePreloadData } from './route-preload';

// index.html's inline script, run as the browser runs it in <head>, against this device's storage.
const data: RoutePreloadData = {
  entry: '/assets/index-a1.js',
  entryImports: [],
  signedIn: ['/assets/InvitationPage-b2.js'],
  signedOut: ['/assets/SignIn-c3.js'],
  auth: ['/assets/firebase-d4.js'],
  spanish: ['/assets/es-e5.js'],
  languageKey: 'bcw.language',
  heroKey: 'bcw.hero',
  topCardsKey: 'bcw.topCards',
  dayWindowKey: 'bcw.dayWindow',
  heroBoxKey: 'bcw.heroBox',
  tokenKey: 'bcw.idToken',
  tokenMarginMs: 300_000,
  invitationCall: '/bcw/get-invitation/',
  earlyCallKey: 'bcwEarlyCall',
};
const photo = '/assets/hero-1-tall-828-5fEoIxG2.webp';
const html = document.documentElement;

function runScript() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'route-preload';
  block.textContent = JSON.stringify(data);
  document.head.append(block);
  new Function(routePreloadScript)();
}

function signIn() {
  localStorage.setItem('userStore', JSON.stringify({ state: { access: true } }));
}

/** What the stand-in for the hero's photo shows: its photo and its box, or null when it is not shown. */
function standIn() {
  if (!('firstPhoto' in html.dataset)) return null;
  return {
    photo: html.style.getPropertyValue('--bcw-first-photo'),
    top: html.style.getPropertyValue('--bcw-first-photo-top'),
    height: html.style.getPropertyValue('--bcw-first-photo-height'),
  };
}

const preloaded = () => [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
  html.removeAttribute('style');
  for (const key of Object.keys(html.dataset)) delete html.dataset[key];
  history.replaceState(null, '', '/');
});

describe("the stand-in for the hero's first photo, before the app runs", () => {
  const kept = (key: string, ...hints: object[]) => localStorage.setItem(key, JSON.stringify(hints));
  const here = window.innerWidth;

  it("shows a returning guest the photo this device last loaded, in the hero's box at this width, and preloads it", () => {
    signIn();
    localStorage.setItem('bcw.hero', photo);
    kept('bcw.heroBox', { width: here + 300, top: 65, height: 796 }, { width: here, top: 108, height: 715 });
    runScript();
    expect(standIn()).toEqual({ photo: `url(${photo})`, top: '108px', height: '715px' });
    expect(preloaded()).toEqual([photo]);
  });

  it('is not shown where the hero has not been seen at this width', () => {
    signIn();
    localStorage.setItem('bcw.hero', photo);
    runScript();
    expect(standIn()).toBeNull();
    expect(preloaded()).toEqual([photo]);
    kept('bcw.heroBox', { width: here + 300, top: 57, height: 759 });
    runScript();
    expect(standIn()).toBeNull();
    kept('bcw.heroBox', { width: here, top: 57 });
    runScript();
    expect(standIn()).toBeNull();
  });

  it('is not shown on a wedding day whose Today card has no room remembered here: the page waits for it', () => {
    signIn();
    localStorage.setItem('bcw.hero', photo);
    const now = Date.now();
    const day = { opensAt: new Date(now - 3_600_000).toISOString(), closesAt: new Date(now + 3_600_000).toISOString() };
    localStorage.setItem('bcw.dayWindow', JSON.stringify(day));
    kept('bcw.heroBox', { width: here, top: 57, height: 759 });
    runScript();
    expect(standIn()).toBeNull();
    document.head.replaceChildren();
    kept('bcw.topCards', { width: here, height: 0, today: false });
    runScript();
    expect(standIn()).toBeNull();
    // The photo is still on its way.
    expect(preloaded()).toEqual([photo]);

    // With the Today card's room remembered, the hero is painted at once, below it.
    document.head.replaceChildren();
    kept('bcw.topCards', { width: here, height: 210, today: true });
    kept('bcw.heroBox', { width: here, top: 267, height: 759 });
    runScript();
    expect(standIn()).toEqual({ photo: `url(${photo})`, top: '267px', height: '759px' });
  });

  it('is not shown signed out, at another address, or for a kept address that is not one of the built photos', () => {
    localStorage.setItem('bcw.hero', photo);
    kept('bcw.heroBox', { width: here, top: 57, height: 759 });
    runScript();
    expect(standIn()).toBeNull();

    signIn();
    history.replaceState(null, '', '/guests');
    runScript();
    expect(standIn()).toBeNull();

    history.replaceState(null, '', '/');
    for (const address of ['https://elsewhere.example/x.webp', '/assets/x.webp)no-repeat;x:url(/y', '/assets/../x']) {
      localStorage.setItem('bcw.hero', address);
      document.head.replaceChildren();
      runScript();
      expect(standIn()).toBeNull();
      expect(preloaded()).toEqual([]);
    }
  });

  it('survives storage it cannot read: no stand-in, and the app still starts', () => {
    signIn();
    localStorage.setItem('bcw.hero', photo);
    localStorage.setItem('bcw.heroBox', '{not json');
    runScript();
    expect(standIn()).toBeNull();
    expect(document.querySelector(`script[type="module"][src="${data.entry}"]`)).not.toBeNull();
  });
});

describe("a returning guest's invitation call, before the app runs", () => {
  const sent = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    sent.mockClear();
    observers = [];
    vi.stubGlobal('fetch', sent);
    vi.stubGlobal('PerformanceObserver', PaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    takeEarlyCall('/bcw/get-invitation/inv%2Fharper');
  });
  const session = (state: object) => localStorage.setItem('userStore', JSON.stringify({ state }));
  const margaret = { access: true, id: 'margaret', invtId: 'inv/harper' };
  const token = (kept: object) =>
    localStorage.setItem('bcw.idToken', JSON.stringify({ token: 'a.b.c', uid: 'margaret', ...kept }));
  const fresh = () => Date.now() + 30 * 60_000;
  /** The page's paints, reported as the browser does (jsdom paints nothing), and the task after each. */
  let observers: ((name: string) => void)[] = [];
  class PaintObserver {
    private watching = false;
    constructor(
      private readonly report: (list: { getEntriesByName: (name: string) => object[] }, self: PaintObserver) => void,
    ) {}
    observe({ type }: { type: string }) {
      this.watching = type === 'paint';
      observers.push((name) => {
        if (this.watching) this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
      });
    }
    disconnect() {
      this.watching = false;
    }
  }
  const paint = async (name: string) => {
    for (const report of observers) report(name);
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** The first paint (a background, say), then the first contentful one, which the call waits for. */
  const firstFrame = async () => {
    await paint('first-paint');
    await paint('first-contentful-paint');
  };

  it("leaves after the first paint with the guest's own fresh token, and the app takes its answer once", async () => {
    session(margaret);
    token({ expiresAt: fresh() });
    runScript();
    await paint('first-paint');
    expect(sent).not.toHaveBeenCalled();
    await paint('first-contentful-paint');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('/bcw/get-invitation/inv%2Fharper', {
      credentials: 'include',
      headers: { Authorization: 'Bearer a.b.c' },
    });
    expect(takeEarlyCall('/bcw/get-invitation/other')).toBeUndefined();
    const answer = takeEarlyCall('/bcw/get-invitation/inv%2Fharper');
    expect(await (await answer)?.text()).toBe('{}');
    expect(takeEarlyCall('/bcw/get-invitation/inv%2Fharper')).toBeUndefined();
  });

  it('is not sent once the app has called for itself before the first paint, nor where no paint is reported', async () => {
    session(margaret);
    token({ expiresAt: fresh() });
    runScript();
    expect(takeEarlyCall('/bcw/get-invitation/inv%2Fharper')).toBeUndefined();
    await firstFrame();
    expect(sent).not.toHaveBeenCalled();

    vi.stubGlobal('PerformanceObserver', undefined);
    runScript();
    await firstFrame();
    expect(sent).not.toHaveBeenCalled();
    expect(takeEarlyCall('/bcw/get-invitation/inv%2Fharper')).toBeUndefined();
  });

  it("is not sent with a token near its end, someone else's, none, signed out, elsewhere or for a personal link", async () => {
    const cases: [string, () => void][] = [
      ['a token with five minutes left', () => (session(margaret), token({ expiresAt: Date.now() + 5 * 60_000 }))],
      ["another guest's token", () => (session(margaret), token({ expiresAt: fresh(), uid: 'grace' }))],
      ['no token', () => session(margaret)],
      ['signed out', () => (session({ ...margaret, access: false }), token({ expiresAt: fresh() }))],
      ['no invitation', () => (session({ ...margaret, invtId: '' }), token({ expiresAt: fresh() }))],
      [
        'the console',
        () => (session(margaret), token({ expiresAt: fresh() }), history.replaceState(null, '', '/guests')),
      ],
      [
        'a personal link',
        () => (session(margaret), token({ expiresAt: fresh() }), history.replaceState(null, '', '/?k=x')),
      ],
    ];
    for (const [name, arrange] of cases) {
      localStorage.clear();
      history.replaceState(null, '', '/');
      arrange();
      runScript();
      await firstFrame();
      expect(sent, name).not.toHaveBeenCalled();
    }
  });

  it('survives a call that fails: nothing thrown, the app still starts', async () => {
    sent.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    session(margaret);
    token({ expiresAt: fresh() });
    runScript();
    await firstFrame();
    expect(document.querySelector(`script[type="module"][src="${data.entry}"]`)).not.toBeNull();
    await expect(takeEarlyCall('/bcw/get-invitation/inv%2Fharper')).rejects.toThrow('offline');
  });
});

describe("the stand-in's style", () => {
  it("is hidden unless the inline script shows it, then takes the hero's box", () => {
    const css = firstPhotoCss('bcw-first-photo');
    expect(css).toContain('#bcw-first-photo{display:none}');
    expect(css).toContain('html[data-first-photo] #bcw-first-photo{display:block;position:absolute;');
    expect(css).toContain('top:var(--bcw-first-photo-top);height:var(--bcw-first-photo-height)');
    expect(css).toContain('background:var(--bcw-first-photo) 50% 50%/cover no-repeat');
  });
});
