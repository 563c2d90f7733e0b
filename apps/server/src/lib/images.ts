import sharp from 'sharp';
import { FILE_TYPE_MESSAGE, PROFILE_IMAGE_TYPES } from '@lfm/core';
import { badRequest } from '../http/errors';
import { allowedFileType } from './file-types';
import { said } from '@lfm/core/i18n/translate';

/**
 * An uploaded picture, checked by content (jpeg, gif, png, svg) and re-encoded as WebP at most
 * `width` wide (`height` crops to cover), so what is served is never the uploaded bytes.
 */
export async function toWebp(image: Buffer, width: number, height?: number): Promise<Buffer> {
  if (!(await allowedFileType(image, PROFILE_IMAGE_TYPES))) throw badRequest(FILE_TYPE_MESSAGE);
  try {
    return await sharp(image)
      .rotate()
      .resize(width, height, height ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(said('answer.imageUnreadable'));
  }
}
