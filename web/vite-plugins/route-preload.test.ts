// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
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

describe("the stand-in's style", () => {
  it("is hidden unless the inline script shows it, then takes the hero's box", () => {
    const css = firstPhotoCss('bcw-first-photo');
    expect(css).toContain('#bcw-first-photo{display:none}');
    expect(css).toContain('html[data-first-photo] #bcw-first-photo{display:block;position:absolute;');
    expect(css).toContain('top:var(--bcw-first-photo-top);height:var(--bcw-first-photo-height)');
    expect(css).toContain('background:var(--bcw-first-photo) 50% 50%/cover no-repeat');
  });
});
