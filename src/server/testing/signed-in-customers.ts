import type { TestApp } from './test-app';

/** A customer made for a test, with the bearer token a signed-in portal would send. */
export interface SignedInCustomer {
  id: number;
  token: string;
  headers: { authorization: string };
}

/**
 * `count` new active customers (`${prefix} 0`…, e-mails `${prefix}-0@customers.test`…), each with a token issued
 * directly rather than through a login: logins are rate limited, and a rush or a draw needs dozens of players.
 */
export async function signedInCustomers(server: TestApp, count: number, prefix: string): Promise<SignedInCustomer[]> {
  const rows = await server.app.db
    .insertInto('customers')
    .values(Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i}`, surname: 'Test', email: `${prefix}-${i}@customers.test`, status: 'Active' as const })))
    .returning(['id', 'session_version'])
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const { token } = await server.app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version });
      return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
}
