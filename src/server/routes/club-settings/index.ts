import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/api';
import type { AccessClaims } from '../../auth/tokens';
import type { ClubSettingsDocument } from '../../db/column-types';
import { HttpError } from '../../http/errors';
import { Refusal, refusalsCarry } from '../../http/refusal';
import { message } from '../../i18n/messages';
import { clubManifestProblems } from '../../club-manifest/validate';
import {
  clubSettingsDocument,
  currentLook,
  insertClubSettingsVersion,
  isStaff,
  latestClubSettings,
  listClubSettingsVersions,
  type PublishedVersion,
} from '../../repositories/club-settings';
import { defineHandlers } from '../handler';
import builtClubFile from '../../../../manifest/clubs/default.json';
import { storeClubImage } from './club-images';

type ClubSettings = components['schemas']['ClubSettings'];

/** The settings operations are the club's staff's: the role is read from the database on each call, not only from the token. */
async function requireStaff(request: FastifyRequest, customer: AccessClaims | null): Promise<AccessClaims> {
  // The contract's security already answered 401 without a valid token.
  const caller = customer!;
  if (!(await isStaff(request.server.db, caller.actorId))) throw new HttpError(403, message('clubSettings.staffOnly'));
  return caller;
}

const answer = (version: PublishedVersion, document: ClubSettingsDocument): ClubSettings => ({
  version: version.version,
  document,
  publishedAt: version.publishedAt.toISOString(),
  publishedBy: version.publishedBy,
});

/**
 * Records the document as the next version (or 409 when `baseVersion` is stale: nothing is merged), writes its
 * look to the club, and serves it here at once (other instances hear of it through the database).
 */
async function publish(request: FastifyRequest, caller: AccessClaims, baseVersion: number, document: ClubSettingsDocument, restoredFrom?: number) {
  const problems = clubManifestProblems(document.override);
  if (problems.length > 0) {
    refusalsCarry(request, () => ({ problems }));
    throw new Refusal('clubSettings.refused');
  }
  const { db, clubManifest, clock } = request.server;
  const published = await insertClubSettingsVersion(db, { baseVersion, document, publishedBy: caller.actorId, now: clock.now(), restoredFrom });
  if (!published) throw new HttpError(409, message('clubSettings.stale'));
  await clubManifest.adopt({ version: published.version, override: document.override });
  return { ok: true as const, model: answer(published, document) };
}

export const handlers = defineHandlers({
  async getClubSettings({ customer }, request) {
    await requireStaff(request, customer);
    const { db, clubManifest } = request.server;
    const latest = await latestClubSettings(db);
    if (latest) return { ok: true, model: answer(latest, latest.document) };
    // Nothing published from this page yet: the file the club serves now (or the built one), and the club's look.
    const override = (clubManifest.current ?? builtClubFile) as Record<string, unknown>;
    return { ok: true, model: { version: 0, document: { override, look: await currentLook(db) }, publishedAt: null, publishedBy: null } };
  },

  async listClubSettingsVersions({ customer }, request) {
    await requireStaff(request, customer);
    const versions = await listClubSettingsVersions(request.server.db);
    return {
      ok: true,
      model: versions.map((version) => ({
        version: version.version,
        publishedAt: version.publishedAt.toISOString(),
        publishedBy: version.publishedBy,
        restoredFrom: version.restoredFrom,
      })),
    };
  },

  async publishClubSettings({ body, customer }, request) {
    const caller = await requireStaff(request, customer);
    return publish(request, caller, body.baseVersion, body.document);
  },

  async rollBackClubSettings({ body, customer }, request) {
    const caller = await requireStaff(request, customer);
    const document = await clubSettingsDocument(request.server.db, body.version);
    if (!document) throw new HttpError(404, message('clubSettings.unknownVersion', { id: body.version }));
    return publish(request, caller, body.baseVersion, document, body.version);
  },

  async uploadClubImage({ customer }, request) {
    await requireStaff(request, customer);
    // Multipart text parts, checked against the contract's schema by the multipart plugin.
    const kind = (request.body as { kind?: unknown } | null)?.kind === 'banner' ? 'banner' : 'logo';
    const file = request.uploads.find((upload) => upload.part === 'file');
    if (!file) throw new Refusal('clubSettings.noImage');
    if (!file.kind?.contentType.startsWith('image/')) throw new Refusal('clubSettings.notAnImage');
    const stored = await storeClubImage(file.path, kind, request.server.config.uploadsDir);
    if (!stored) throw new Refusal('clubSettings.notAnImage');
    return { ok: true, model: { path: stored } };
  },
});
