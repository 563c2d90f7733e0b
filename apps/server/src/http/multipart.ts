import {
  CONTROL_CHAR_MESSAGE,
  FILE_SIZE_MESSAGE,
  ErrorCode,
  UPLOAD_MAX_BYTES,
  hasControlChars,
} from '@lfm/core';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, badRequest } from './errors';
import { said } from '@lfm/core/i18n/translate';

const MALFORMED = 'The form could not be read. Please try again.';

/**
 * What a multipart route reads: the schema its text fields are parsed with and its file fields.
 * Declared on the route (`config: multipartForm(...)`), so the route table says what each route
 * takes, as `schema.body` does for JSON routes (the fuzz test reads it, issue 13.4).
 */
export interface MultipartSpec {
  fields: ZodType;
  files: readonly string[];
}
declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartSpec;
  }
}
export const multipartForm = (fields: ZodType, files: readonly string[] = []) => ({
  multipart: { fields, files },
});

export interface MultipartForm {
  /** Text fields by name (the first value when a name repeats). */
  fields: Record<string, string>;
  /** Uploaded files by field name; an empty file input (a browser sends one) counts as no file. */
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form into memory: the text fields, and the files the route's multipartForm
 * names (others are read and dropped). Over-size files stop with 413 (@fastify/multipart's
 * RequestFileTooLargeError, mapped by the error handler).
 */
export async function readMultipart(req: FastifyRequest): Promise<MultipartForm> {
  const fileFields = req.routeOptions.config.multipart?.files ?? [];
  if (!req.isMultipart()) throw badRequest(said('answer.multipart'));
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Every file part must be consumed before the next part arrives.
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > UPLOAD_MAX_BYTES)
          throw new AppError(413, ErrorCode.Validation, FILE_SIZE_MESSAGE);
        if (fileFields.includes(part.fieldname) && bytes.length > 0 && !Object.hasOwn(files, part.fieldname))
          files[part.fieldname] = bytes;
      } else if (!Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    // busboy reports a malformed body (cut short, bad boundary) as a plain Error: the client's fault.
    if (err instanceof Error && !('statusCode' in err)) throw badRequest(MALFORMED);
    throw err;
  }
  if (hasControlChars(fields)) throw badRequest(CONTROL_CHAR_MESSAGE);
  return { fields, files };
}
