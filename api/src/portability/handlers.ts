import type { Request, RequestHandler } from 'express';
import { actorName } from '../activity/actor.ts';
import { HttpProblem } from '../http/problem.ts';
import { actorOf } from '../auth/guard.ts';
import { jobPath, type ImportJobs } from './importJobs.ts';
import type { ImportService, ImportSource } from './importService.ts';
import type { PortabilityService } from './service.ts';

/** The file of a request read whole (importBodies), or a 400 when none came. */
function fileOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpProblem(400, 'Send the file as the request body.');
  return body;
}

/** A part of a multipart start (multer's), by its field name. */
function partOf(req: Request, field: string): Buffer | undefined {
  const parts = (req.files ?? []) as { fieldname: string; buffer: Buffer }[];
  return parts.find((part) => part.fieldname === field)?.buffer;
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
const flag = (req: Request, name: string) => String(req.query[name]) === 'true';

/** Export and restore over the portability service; imports over the import service, or as jobs. */
export function portabilityHandlers(
  service: PortabilityService,
  imports: ImportService,
  jobs: ImportJobs,
): Record<'exportSite' | 'exportGhost' | 'exportFull' | 'restoreSite' | 'importGhost' | 'importWordpress' | 'startImport' | 'getImport', RequestHandler> {
  const importFrom = (source: ImportSource): RequestHandler => async (req, res) => {
    const text = Buffer.from(fileOf(req.body)).toString('utf8');
    res.json(await imports.importFile(source, text, flag(req, 'dryRun'), actorOf(req), { inviteAuthors: flag(req, 'inviteAuthors') }));
  };
  return {
    importGhost: importFrom('ghost'),
    importWordpress: importFrom('wordpress'),
    async startImport(req, res) {
      const body = req.body as { source: ImportSource };
      const file = partOf(req, 'file');
      if (!file?.length) throw new HttpProblem(400, 'Send the export file in the field named "file".', { errors: { file: 'Choose the export file.' } });
      const uploads = partOf(req, 'uploads');
      const input = { source: body.source, file: file.toString('utf8'), uploads: uploads?.length ? uploads : undefined, dryRun: flag(req, 'dryRun'), inviteAuthors: flag(req, 'inviteAuthors') };
      const job = await jobs.start(input, actorOf(req));
      res.status(202).location(jobPath(job.id)).json(job);
    },
    async getImport(req, res) {
      res.json(await jobs.get(String(req.params.id)));
    },
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
