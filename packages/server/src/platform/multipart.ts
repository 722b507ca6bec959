import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ValidationMessages } from '@portal/domain/shared/messages';
import { AppError, fieldErrors, zodFieldErrors } from './errors';

/** An uploaded file, read up to the multipart file limit (`truncated` when it was longer). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  truncated: boolean;
}

/**
 * Read a multipart/form-data request into one object (text fields as strings, files as UploadedFile)
 * and validate it with the endpoint's zod schema, answering 422 with field errors on failure.
 */
export async function readMultipart(
  request: FastifyRequest,
  schema: z.ZodType,
  limits?: { fileSize: number },
): Promise<unknown> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Send this form as multipart/form-data');
  const raw: Record<string, unknown> = {};
  // A file over the size limit is handed over marked truncated instead of failing the request with 413, so the
  // endpoint answers its own field error (profile photo: spec 000 §5 'Profile picture size should be less than 500 KB!').
  // (parts() reads the same options as files(); only its type leaves throwFileSizeLimit out.)
  // An endpoint may take larger files than the app's limit (an import's CSV: docs/decisions/298); the limits given
  // replace the app's, so its counts of files and fields are said again.
  const larger = limits ? { limits: { files: 2, fields: 100, ...limits } } : {};
  const options = { throwFileSizeLimit: false, ...larger } as unknown as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        raw[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          data,
          truncated: part.file.truncated,
        } satisfies UploadedFile;
      } else {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The plugin's own refusals carry a status (413 too many parts…). The parser's do not: no boundary, a malformed
    // header, a body cut off mid-part. Those are the client's doing: 400, never a 500.
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new AppError(400, 'bad_request', ValidationMessages.unreadableForm);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}
