import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface Storage {
  /** Stores bytes and returns the public URL path they are served at. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Stores a private document (never served) and returns its key, e.g. `certificates/<uuid>.pdf`. */
  putPrivate(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a private document by key (undoes putPrivate when a later step fails). */
  removePrivate(key: string): Promise<void>;
}

const safeFolder = (folder: string) => folder.replace(/[^a-z0-9-]/gi, '');
const newName = (ext: string) => `${randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '')}`;

/**
 * Default: public files under `dir`, served by the app at /uploads with long cache headers;
 * private documents under the sibling `private/` folder, which nothing serves.
 */
export function diskStorage(dir: string): Storage & { dir: string; privateDir: string } {
  const privateDir = path.resolve(path.dirname(dir), 'private');
  async function write(root: string, folder: string, ext: string, bytes: Buffer) {
    const sub = safeFolder(folder);
    const name = newName(ext);
    await mkdir(path.join(root, sub), { recursive: true });
    await writeFile(path.join(root, sub, name), bytes);
    return `${sub}/${name}`;
  }
  return {
    dir,
    privateDir,
    put: async (folder, ext, bytes) => `/uploads/${await write(dir, folder, ext, bytes)}`,
    putPrivate: (folder, ext, bytes) => write(privateDir, folder, ext, bytes),
    async removePrivate(key) {
      const file = path.resolve(privateDir, key);
      if (!file.startsWith(privateDir + path.sep)) return;
      await rm(file, { force: true });
    },
  };
}
