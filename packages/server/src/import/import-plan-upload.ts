import type { ImportDetail } from '@portal/domain/import/import.contract';
import { ImportJobMessages as M } from '@portal/domain/import/import-job.messages';
import { ImportMessages } from '@portal/domain/import/import.messages';
import { todayIn } from '@portal/domain/shared/time';
import { AppError } from '../platform/errors';
import type { UploadedFile } from '../platform/multipart';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './import.repo';
import { planRead } from './import.service';
import { readImportFile } from './read-file';

// The dry run's upload (issue 42 item 2, docs/decisions/298): the file is read by read-file.ts (the reader's), then
// planned. Anything wrong with the form or the file answers 400 with the field it concerns, before anything is stored.

export interface PlanForm {
  file?: unknown;
  mapping?: string;
  season_id?: string;
}

const refuse = (field: string, message: string) => new AppError(400, 'bad_request', message, { [field]: message });

const isUpload = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data);

/** Read the uploaded file with the mapping staff gave (if any), and plan it. */
export async function upload(ctx: StaffCtx, form: PlanForm): Promise<{ data: ImportDetail }> {
  const override = mappingOf(form.mapping);
  const seasonId = await seasonOf(ctx, form.season_id);
  const file = form.file;
  if (!isUpload(file) || file.data.length === 0) throw refuse('file', M.noFile);
  if (file.truncated) throw refuse('file', ImportMessages.tooBig);
  const read = await readImportFile(file.data, { today: todayIn(ctx.config.site.timeZone, ctx.now()), override });
  if (!read.ok) throw refuse(read.header ? 'mapping' : 'file', read.message);
  return planRead(ctx, { file: read.file, fileName: file.filename.slice(0, 200), seasonId });
}

function mappingOf(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('mapping', M.badMapping);
  }
  const entries = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  if (!entries.length || entries.length > 500 || entries.some(([, v]) => typeof v !== 'string'))
    throw refuse('mapping', M.badMapping);
  return Object.fromEntries(entries) as Record<string, string>;
}

async function seasonOf(ctx: StaffCtx, text: string | undefined): Promise<number | null> {
  if (text === undefined || text.trim() === '') return null;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !(await repo.seasonExists(ctx.db, id)))
    throw refuse('season_id', M.badSeason);
  return id;
}
