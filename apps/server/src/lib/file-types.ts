import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mime: string;
  ext: string;
}

/**
 * The type of an upload from its content, never from its name or the browser's claim.
 * Binary formats by their magic numbers (file-type); SVG is text, so it is recognised here.
 */
export async function detectFileType(bytes: Buffer): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.mime !== 'application/xml') return { mime: found.mime, ext: found.ext };
  return isSvg(bytes) ? { mime: 'image/svg+xml', ext: 'svg' } : null;
}

/** The detected type when it is one of `allowed`, else null. */
export async function allowedFileType(bytes: Buffer, allowed: readonly string[]) {
  const type = await detectFileType(bytes);
  return type && allowed.includes(type.mime) ? type : null;
}

// An XML prolog, comments and a plain DOCTYPE (no internal subset, so no entity tricks), then the <svg> root.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)\s*)*<svg[\s>/]/i;

function isSvg(bytes: Buffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !text.includes('\0') && SVG_START.test(text) && /<\/svg\s*>/i.test(text);
}
