import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, vi } from 'vitest';

/**
 * A `findBy…` waits for what a user would wait for. One second is plenty on an idle machine but
 * not on a CI runner that builds and tests at once; a slow machine should not fail a correct screen.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * The client project runs its files one after another in the same worker (`isolate: false` in
 * vite.config.ts): loading jsdom, React, MUI and react-admin once per worker instead of once per
 * file halves the project's time. This file runs again before every test file and gives it what a
 * fresh worker would: the application's own modules evaluated afresh (their caches, listeners and
 * singletons; node_modules stay loaded), an empty page and storage, and none of the previous file's
 * replacements of browser functions. vitest itself restores spies (`vi.spyOn`) after each file.
 */
type Listener = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];
type FileState = { href: string; listeners: Listener[]; matchMedia: unknown; rootAttributes: [string, string][] };
const key = Symbol.for('mapato.client-test-file-state');
const globals = globalThis as unknown as Record<symbol, FileState | undefined>;
const state: FileState = (globals[key] ??= firstFileState());

function firstFileState(): FileState {
  const listeners: Listener[] = [];
  // Listeners the previous file's code left on the window or the document (an outbox waiting for
  // 'online', a guard on 'beforeunload') are removed, as a new window would not have them.
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (!listener) return;
      listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  const root = document.documentElement;
  return {
    href: window.location.href,
    listeners,
    matchMedia: window.matchMedia,
    rootAttributes: root.getAttributeNames().map((name) => [name, root.getAttribute(name)!]),
  };
}

for (const [target, type, listener, options] of state.listeners.splice(0)) target.removeEventListener(type, listener, options);
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
cleanup();
// MUI's styles start empty, as in a new page: every rule left in the document would be read again by
// each getComputedStyle of every role query of the following files (the role matrix took 73 s instead of 33).
const emotion = emotionCache();
if (emotion) {
  emotion.sheet.flush();
  for (const name of Object.keys(emotion.inserted)) delete emotion.inserted[name];
  for (const name of Object.keys(emotion.registered)) delete emotion.registered[name];
}
document.body.innerHTML = '';
document.title = '';
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
for (const [name, value] of state.rootAttributes) document.documentElement.setAttribute(name, value);
delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
delete (navigator as { clipboard?: unknown }).clipboard;
if (state.matchMedia) window.matchMedia = state.matchMedia as typeof window.matchMedia;
else delete (window as { matchMedia?: unknown }).matchMedia;
window.history.replaceState(null, '', state.href);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
// An empty IndexedDB once a file has installed fake-indexeddb (the births outbox tests).
if ('indexedDB' in globalThis) {
  const { IDBFactory } = await import('fake-indexeddb');
  globalThis.indexedDB = new IDBFactory();
}

afterEach(() => cleanup());

/** The emotion cache MUI inserts its rules with (the default one: the app provides none). */
function emotionCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  const Capture = () => {
    cache = useEmotionCache();
    return null;
  };
  renderToStaticMarkup(createElement(Capture));
  return cache;
}
