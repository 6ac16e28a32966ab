// Run with tsx by account-support.ts: a club server of one spec's own, on a freshly seeded
// database. Prints its address and a paid sale's download token as one JSON line, then
// serves until it is told to stop.
import { createTestApp } from '../../src/server/testing/test-app';

const club = await createTestApp({ env: { PORTAL_DIR: process.env.PORTAL_DIR ?? 'dist/portal' } });
const url = await club.app.listen({ port: 0, host: '127.0.0.1' });
const sale = await club.app.db.selectFrom('sales').select('public_token').where('status', '=', 'Paid').orderBy('id').executeTakeFirstOrThrow();
console.log(JSON.stringify({ url, documentToken: sale.public_token }));

const stop = () => void club.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
