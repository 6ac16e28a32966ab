// Set-up of every portal test (vitest.config.ts, project "portal").
//
// Most portal tests render (jsdom); a test of plain functions runs in node instead (`// @vitest-environment
// node` as its first line) and needs none of the DOM set-up: React Testing Library and the engine's node views
// are imported only where there is a document, since importing them costs every file that loads them.
if (typeof document !== 'undefined') await import('./test-setup-dom');
export {};
