import { sql, type Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type TrainingSummary = components['schemas']['TrainingSummary'];
type TrainingDetail = components['schemas']['TrainingDetail'];

/** The customer's trainings: those not over at `now` (soonest first) and past ones (latest first). */
export async function customerTrainings(db: Kysely<DB>, customerId: number, now: Date): Promise<{ next: TrainingSummary[]; past: TrainingSummary[] }> {
  const rows = await db
    .selectFrom('trainings')
    .innerJoin('training_customers', 'training_customers.training_id', 'trainings.id')
    .select([
      'trainings.id',
      'trainings.name',
      'trainings.starts_at',
      'trainings.duration_mins',
      'trainings.description',
      sql<boolean>`trainings.starts_at + make_interval(mins => trainings.duration_mins) > ${now}`.as('upcoming'),
    ])
    .where('training_customers.customer_id', '=', customerId)
    .orderBy('trainings.starts_at')
    .orderBy('trainings.id')
    .execute();
  const summary = (row: (typeof rows)[number]): TrainingSummary => ({
    id: row.id,
    name: row.name,
    start: row.starts_at.toISOString(),
    duration: row.duration_mins,
    description: row.description,
  });
  return {
    next: rows.filter((row) => row.upcoming).map(summary),
    past: rows
      .filter((row) => !row.upcoming)
      .reverse()
      .map(summary),
  };
}

/** The tables of a training's media: gallery images, videos and files, each a file with its title. */
type TrainingMediaTable = 'training_gallery_images' | 'training_videos' | 'training_files';

/** One training's rows of a media table, in their order. */
function trainingMedia(db: Kysely<DB>, table: TrainingMediaTable, trainingId: number) {
  return db.selectFrom(table).select(['id', 'file_name', 'title']).where('training_id', '=', trainingId).orderBy('sort_order').orderBy('id').execute();
}

/**
 * One training. Its participants see everything; anyone else sees only what the training shows
 * publicly (time, description, public comments), without the coach's notes or the media of the group.
 */
export async function trainingDetail(db: Kysely<DB>, trainingId: number, customerId: number): Promise<TrainingDetail | undefined> {
  const training = await db.selectFrom('trainings').selectAll().where('id', '=', trainingId).executeTakeFirst();
  if (!training) return undefined;
  const member =
    customerId > 0 &&
    (await db.selectFrom('training_customers').select('training_id').where('training_id', '=', trainingId).where('customer_id', '=', customerId).executeTakeFirst()) !== undefined;
  const model = {
    id: training.id,
    start: training.starts_at.toISOString(),
    duration: training.duration_mins,
    description: training.description,
    publicComments: training.public_comments,
    presented: member ? training.presented : null,
  };
  if (!member) return { model, gallery: [], videos: [], files: [] };
  const [gallery, videos, files] = await Promise.all([
    trainingMedia(db, 'training_gallery_images', trainingId),
    trainingMedia(db, 'training_videos', trainingId),
    trainingMedia(db, 'training_files', trainingId),
  ]);
  return {
    model,
    gallery: gallery.map((image) => ({ id: image.id, url: image.file_name, name: image.title, parentName: 'Training', parentId: trainingId })),
    videos: videos.map((video) => ({ title: video.title, fileName: video.file_name })),
    files: files.map((file) => ({ url: file.file_name, title: file.title })),
  };
}
