import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface Storage {
  /** Stores bytes and returns the public URL path they are served at. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
}

/** Default: files under `dir`, served by the app at /uploads with long cache headers. */
export function diskStorage(dir: string): Storage & { dir: string } {
  return {
    dir,
    async put(folder, ext, bytes) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
      const name = `${randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '')}`;
      await mkdir(path.join(dir, safeFolder), { recursive: true });
      await writeFile(path.join(dir, safeFolder, name), bytes);
      return `/uploads/${safeFolder}/${name}`;
    },
  };
}
