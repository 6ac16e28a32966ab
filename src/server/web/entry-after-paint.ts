import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The template a server-rendered page keeps its entry script and module preloads in until it has painted. */
const ENTRY_TEMPLATE_ID = 'portal-entry';
/** How long the starter waits for the load event at most: a picture that never finishes does not hold the portal back. */
export const ENTRY_START_CAP_MS = 3_000;

/**
 * The starter, a module of its own (the pages' policy allows no inline script). It puts the entry's tags into the head
 * once the page has painted: after the load event (the stylesheet and the eager pictures are in) and the first
 * screen's pictures still coming (a lazy one starts only once laid out, and the largest paint is often one: the shop's
 * first product, the blog's first post), at the next frame; or after ENTRY_START_CAP_MS, whichever comes first, once.
 */
export const ENTRY_STARTER_SCRIPT = `const template = document.getElementById('${ENTRY_TEMPLATE_ID}');
let started = false;
const start = () => {
  if (started || !(template instanceof HTMLTemplateElement)) return;
  started = true;
  document.head.append(document.importNode(template.content, true));
};
const onScreen = (image) => {
  const box = image.getBoundingClientRect();
  return !image.complete && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
};
const settled = (image) => new Promise((done) => ['load', 'error'].forEach((type) => image.addEventListener(type, done, { once: true })));
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const afterPaint = () => nextFrame().then(() => Promise.all([...document.images].filter(onScreen).map(settled))).then(nextFrame).then(start);
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
setTimeout(start, ${ENTRY_START_CAP_MS});
`;

/** Named by its content, so a browser keeps it a year and a changed starter is fetched anew. */
export const ENTRY_STARTER_PATH = `/portal-start-${createHash('sha256').update(ENTRY_STARTER_SCRIPT).digest('hex').slice(0, 10)}.js`;

/** The entry's module script (not the async early-taps one) and the module preloads index.html names. */
const ENTRY_TAGS = /<script type="module"(?![^>]*\basync\b)[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A server-rendered page paints without a script, so its scripts wait until it has: the entry's tags go into an
 * inert template, where the first one was, and the starter takes their place. Otherwise some 140 KB of scripts share
 * a phone's first second with the stylesheet and the first screen's pictures, and Lighthouse's simulation counts
 * every script that finished before the largest paint as something that paint waited for (issue 38). The page
 * hydrates a frame after it has painted; what is tapped meanwhile is kept by the early-taps script.
 */
export function entryAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, Math.max(headEnd, 0));
  const tags = head.match(ENTRY_TAGS);
  if (!tags) return html;
  const first = head.indexOf(tags[0]);
  const rest = head.slice(first).replace(ENTRY_TAGS, '');
  const starter = `<template id="${ENTRY_TEMPLATE_ID}">${tags.join('')}</template><script type="module" async src="${ENTRY_STARTER_PATH}"></script>`;
  return `${head.slice(0, first)}${starter}${rest}${html.slice(headEnd)}`;
}

export function registerEntryStarter(app: FastifyInstance): void {
  app.get(ENTRY_STARTER_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(ENTRY_STARTER_SCRIPT),
  );
}
