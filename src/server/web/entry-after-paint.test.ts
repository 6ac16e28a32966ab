// @vitest-environment jsdom
// A server-rendered page's scripts load once it has painted (issue 38): the entry waits in a template until the starter
// puts it in the head, after the load event and the first screen's pictures.
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubThemeHead } from './club-theme-head';
import { ENTRY_START_CAP_MS, ENTRY_STARTER_PATH, ENTRY_STARTER_SCRIPT, entryAfterPaint, registerEntryStarter } from './entry-after-paint';
import { pageDocument } from './page-document';

const ENTRY_LINES = [
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-2.js"></script>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-4.js">',
];
const ENTRY_TAGS = ENTRY_LINES.join('');
const BUILT_INDEX = `<!doctype html><html lang="es-ES"><head>
<script type="module" async src="/assets/early-taps-1.js"></script>
<title>Club Portal</title>
${ENTRY_LINES.join('\n')}
<link rel="stylesheet" crossorigin href="/assets/style-5.css">
</head><body><div id="root"></div></body></html>`;
const theme = clubThemeHead(null);
const rendered = { language: 'en-US', markup: '<main>Hi</main>', seed: '' };

describe('the entry of a server-rendered page', () => {
  it('waits in a template, with its module preloads, where the starter takes its place; the early-taps script and the stylesheet stay', () => {
    const html = pageDocument(BUILT_INDEX, { theme, rendered });
    expect(html).toContain(`<title>Club Portal</title>\n<template id="portal-entry">${ENTRY_TAGS}</template><script type="module" async src="${ENTRY_STARTER_PATH}"></script>`);
    expect(html).toContain('<script type="module" async src="/assets/early-taps-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-5.css">');
    // Nothing the browser would fetch before the page has painted: every script tag but the two async ones is inside the template.
    const outsideTemplate = html.replace(/<template id="portal-entry">[\s\S]*?<\/template>/, '');
    expect(outsideTemplate).not.toMatch(/modulepreload|index-2\.js|react-3\.js/);
    expect(html).toContain('<div id="root"><main>Hi</main></div>');
  });

  it('loads at once where the browser renders the page, and a template without an entry is kept as it is', () => {
    expect(pageDocument(BUILT_INDEX, { theme })).toContain(`<title>Club Portal</title>\n${ENTRY_LINES.join('\n')}\n<link rel="stylesheet"`);
    expect(pageDocument(BUILT_INDEX, { theme })).not.toContain('portal-entry');
    const noEntry = '<html><head><script type="module" async src="/assets/early-taps-1.js"></script></head><body></body></html>';
    expect(entryAfterPaint(noEntry)).toBe(noEntry);
  });

  it('is served as a script browsers keep, under a name that changes with it', async () => {
    const app = Fastify();
    registerEntryStarter(app);
    const answer = await app.inject({ method: 'GET', url: ENTRY_STARTER_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toBe(ENTRY_STARTER_SCRIPT);
    expect(ENTRY_STARTER_PATH).toMatch(/^\/portal-start-[0-9a-f]{10}\.js$/);
    await app.close();
  });
});

describe('the starter', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    Reflect.deleteProperty(document, 'readyState');
  });

  /** A page still loading, with its entry in the template and a lazy picture on the first screen that is still coming. */
  function loadingPage(): HTMLImageElement {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    document.head.innerHTML = `<template id="portal-entry">${ENTRY_TAGS}</template>`;
    const picture = document.createElement('img');
    picture.src = '/uploads/Products/racket.svg';
    picture.loading = 'lazy';
    picture.getBoundingClientRect = () => ({ top: 300, bottom: 480, left: 16, right: 196, width: 180, height: 180, x: 16, y: 300, toJSON: () => ({}) });
    document.body.append(picture);
    new Function(ENTRY_STARTER_SCRIPT)();
    return picture;
  }
  const entryScripts = () => document.head.querySelectorAll(':scope > script[src="/assets/index-2.js"]').length;

  it('puts the entry in the head after the load event and the first screen’s pictures, a frame later, once', async () => {
    const picture = loadingPage();
    await vi.advanceTimersByTimeAsync(500);
    expect(entryScripts()).toBe(0);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(500);
    // Loaded, but the product's picture on screen has not painted yet.
    expect(entryScripts()).toBe(0);
    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toBe(1);
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(ENTRY_START_CAP_MS);
    expect(entryScripts()).toBe(1);
  });

  it(`starts the portal after ${ENTRY_START_CAP_MS} ms whatever is still loading`, async () => {
    loadingPage();
    await vi.advanceTimersByTimeAsync(ENTRY_START_CAP_MS - 1);
    expect(entryScripts()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScripts()).toBe(1);
  });
});
