import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { freezeClock } from '../../testing/frozen-clock';

let server: TestApp;
let ana: Login;
let empty: Login;
let now: () => Date;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
});
afterAll(() => server?.close());

type Summary = { id: number; start: string; duration: number };
const list = (customerId: number, who?: Login) => server.app.inject({ method: 'POST', url: '/api/publicteams/trainings', headers: who?.headers ?? {}, payload: { customerId } });
const detail = (customerId: number, itemId: number, who?: Login) =>
  server.app.inject({ method: 'POST', url: '/api/publicteams/training', headers: who?.headers ?? {}, payload: { customerId, itemId } });

async function anasTrainingWithMedia(): Promise<number> {
  const row = await server.app.db
    .selectFrom('training_customers')
    .innerJoin('training_gallery_images', 'training_gallery_images.training_id', 'training_customers.training_id')
    .select('training_customers.training_id')
    .where('training_customers.customer_id', '=', ana.customerId)
    .executeTakeFirstOrThrow();
  return row.training_id;
}

describe('listCustomerTrainings', () => {
  it('answers my trainings split into next (soonest first) and past (latest first)', async () => {
    const response = await list(ana.customerId, ana);
    expectConformingAnswer('listCustomerTrainings', response);
    const { next, past } = response.json().model as { next: Summary[]; past: Summary[] };
    const stored = await server.app.db.selectFrom('training_customers').select('training_id').where('customer_id', '=', ana.customerId).execute();
    expect(next.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect([...next, ...past].map((t) => t.id).sort()).toEqual(stored.map((t) => t.training_id).sort());
    for (const training of next) expect(Date.parse(training.start) + training.duration * 60_000).toBeGreaterThan(now().getTime());
    for (const training of past) expect(Date.parse(training.start)).toBeLessThan(now().getTime());
    const nextTimes = next.map((t) => Date.parse(t.start));
    const pastTimes = past.map((t) => Date.parse(t.start));
    expect(nextTimes).toEqual([...nextTimes].sort((a, b) => a - b));
    expect(pastTimes).toEqual([...pastTimes].sort((a, b) => b - a));
  });

  it("splits on the server's clock: once it passes the last training, all are past", async () => {
    const today = now();
    const stored = await server.app.db.selectFrom('trainings').select('starts_at').orderBy('starts_at', 'desc').executeTakeFirstOrThrow();
    try {
      server.app.clock.pin(new Date(stored.starts_at.getTime() + 86_400_000));
      const { next, past } = (await list(ana.customerId, ana)).json().model as { next: Summary[]; past: Summary[] };
      expect(next).toEqual([]);
      expect(past.length).toBeGreaterThan(0);
    } finally {
      server.app.clock.pin(today);
    }
  });

  it('answers empty lists to a customer without trainings and to nobody logged in (customer 0)', async () => {
    for (const [customerId, who] of [
      [empty.customerId, empty],
      [0, undefined],
    ] as const) {
      const response = await list(customerId, who);
      expectConformingAnswer('listCustomerTrainings', response);
      expect(response.json()).toEqual({ ok: true, model: { next: [], past: [] } });
    }
  });

  it("refuses another customer's trainings", async () => {
    const response = await list(ana.customerId, empty);
    expectConformingAnswer('listCustomerTrainings', response);
    expect(response.statusCode).toBe(403);
    expect((await list(ana.customerId)).statusCode).toBe(401);
  });
});

describe('getCustomerTraining', () => {
  it('answers a training I am in with its info, gallery, videos and files', async () => {
    const id = await anasTrainingWithMedia();
    const response = await detail(ana.customerId, id, ana);
    expectConformingAnswer('getCustomerTraining', response);
    const model = response.json().model;
    const stored = await server.app.db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(model.model).toEqual({
      id,
      start: stored.starts_at.toISOString(),
      duration: stored.duration_mins,
      description: stored.description,
      presented: stored.presented,
      publicComments: stored.public_comments,
    });
    const gallery = await server.app.db.selectFrom('training_gallery_images').select('file_name').where('training_id', '=', id).orderBy('sort_order').orderBy('id').execute();
    expect(model.gallery.map((image: { url: string }) => image.url)).toEqual(gallery.map((image) => image.file_name));
    const videos = await server.app.db.selectFrom('training_videos').select('id').where('training_id', '=', id).execute();
    const files = await server.app.db.selectFrom('training_files').select('id').where('training_id', '=', id).execute();
    expect(model.videos).toHaveLength(videos.length);
    expect(model.files).toHaveLength(files.length);
  });

  it("shows someone outside the training only its public part, never the group's notes and media", async () => {
    const id = await anasTrainingWithMedia();
    for (const [customerId, who] of [
      [empty.customerId, empty],
      [0, undefined],
    ] as const) {
      const response = await detail(customerId, id, who);
      expectConformingAnswer('getCustomerTraining', response);
      const model = response.json().model;
      expect(model).toMatchObject({ model: { id, presented: null }, gallery: [], videos: [], files: [] });
    }
  });

  it('answers 404 for an unknown training, 403 for another customer and 400 for a malformed id', async () => {
    const unknown = await detail(ana.customerId, 999999, ana);
    expectConformingAnswer('getCustomerTraining', unknown);
    expect(unknown.statusCode).toBe(404);
    const id = await anasTrainingWithMedia();
    expect((await detail(ana.customerId, id, empty)).statusCode).toBe(403);
    const malformed = await server.app.inject({ method: 'POST', url: '/api/publicteams/training', headers: ana.headers, payload: { customerId: ana.customerId, itemId: 'x' } });
    expect(malformed.statusCode).toBe(400);
  });
});
