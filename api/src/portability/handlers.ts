import type { RequestHandler } from 'express';
import { actorName } from '../activity/actor.ts';
import { HttpProblem } from '../http/problem.ts';
import { actorOf } from '../auth/guard.ts';
import type { ImportService, ImportSource } from './importService.ts';
import type { PortabilityService } from './service.ts';

/** The file of a request read whole (importBodies), or a 400 when none came. */
function fileOf(body: unknown): Uint8Array {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpProblem(400, 'Send the file as the request body.');
  return body;
}

/** A full backup's passphrase, sent percent-encoded in a header (never in the URL, never logged). */
function passphraseOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const day = () => new Date().toISOString().slice(0, 10);

/** Export and restore over the portability service; imports over the import service. */
export function portabilityHandlers(service: PortabilityService, imports: ImportService): Record<'exportSite' | 'exportGhost' | 'exportFull' | 'restoreSite' | 'importGhost' | 'importWordpress', RequestHandler> {
  const importFrom = (source: ImportSource): RequestHandler => async (req, res) => {
    const dryRun = String(req.query.dryRun) === 'true';
    const inviteAuthors = String(req.query.inviteAuthors) === 'true';
    const text = Buffer.from(fileOf(req.body)).toString('utf8');
    res.json(await imports.importFile(source, text, dryRun, actorOf(req), { inviteAuthors }));
  };
  return {
    importGhost: importFrom('ghost'),
    importWordpress: importFrom('wordpress'),
    async exportSite(req, res) {
      const zip = await service.exportSite(await actorName(req));
      res.setHeader('Content-Disposition', `attachment; filename="pickleball-hub-export-${day()}.zip"`);
      res.type('application/zip').send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
    async exportGhost(req, res) {
      const exported = await service.exportGhost(await actorName(req));
      res.setHeader('Content-Disposition', `attachment; filename="pickleball-hub-ghost-${day()}.json"`);
      res.json(exported);
    },
    async exportFull(req, res) {
      const sealed = await service.exportFull(await actorName(req), String((req.body as { passphrase?: unknown }).passphrase));
      res.setHeader('Content-Disposition', `attachment; filename="pickleball-hub-full-backup-${day()}.phbackup"`);
      res.type('application/octet-stream').send(Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength));
    },
    async restoreSite(req, res) {
      res.json(await service.restore(fileOf(req.body), await actorName(req), passphraseOf(req.get('Backup-Passphrase'))));
    },
  };
}
