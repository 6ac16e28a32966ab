// Starts the reference server for the browser journeys on a brand-new embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMIT_DEFAULTS, rateLimitVariable, type RateLimitName } from '../src/server/config';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.TOKEN_SECRET ??= 'e2e-secret-not-for-production-0123456789';
// The journeys log in, register and ask for links many times from one address.
for (const name of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]) process.env[rateLimitVariable(name)] ??= '1000/60';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 8181}`;
await import('../src/server/main');
