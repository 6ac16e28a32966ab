import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { PushService, vapidContact } from './push-service';

const service = (production: boolean) =>
  new PushService({ db: {} as Kysely<DB>, log: {} as FastifyBaseLogger, now: () => new Date(), production, contact: 'mailto:club@example.test' });

describe('where the server pushes', () => {
  it('in production, only to a push service’s https address on a public host: never the machine itself or its network', () => {
    const live = service(true);
    expect(live.acceptsEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(live.acceptsEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const refused of [
      'http://127.0.0.1:8080/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://192.168.1.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://user:pw@push.example/x',
      'ftp://push.example/x',
      'not a url',
    ])
      expect(live.acceptsEndpoint(refused), refused).toBe(false);
  });

  it('elsewhere, also a push service on the loopback over http (the tests’)', () => {
    expect(service(false).acceptsEndpoint('http://127.0.0.1:9000/push/1')).toBe(true);
    expect(service(false).acceptsEndpoint('http://push.example/push/1')).toBe(false);
  });

  it('signs as the club’s sender address', () => {
    expect(vapidContact('Club Demo <no-reply@demo.club>', 'http://localhost:8080')).toBe('mailto:no-reply@demo.club');
    expect(vapidContact('club@example.test', 'http://localhost:8080')).toBe('mailto:club@example.test');
    expect(vapidContact('Club', 'https://club.example')).toBe('https://club.example');
  });
});
