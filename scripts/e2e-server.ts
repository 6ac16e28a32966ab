// Starts the reference server for the browser journeys on a brand-new embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.TOKEN_SECRET ??= 'e2e-secret-not-for-production';
process.env.LOGIN_RATE_LIMIT_MAX ??= '200';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 8181}`;
await import('../src/server/main');
