// Object bytes on disk (docs/supabase-protocol.md#storage): one file per object version under
// DATA_DIR/storage, named by the version's random id, written to a temporary file while the upload
// streams in, counted against the size limit as it goes, then moved into place.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { entityTooLarge } from './errors';

export interface WrittenUpload {
  /** The temporary file; `commit` moves it into place under a version id. */
  tempPath: string;
  size: number;
  /** Hex MD5, Supabase Storage's (S3's) ETag of a single-part upload. */
  md5: string;
}

const VERSION = /^[0-9a-f-]{36}$/;

export class ObjectFiles {
  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(join(this.root, 'tmp'), { recursive: true, mode: 0o700 });
    await mkdir(join(this.root, 'objects'), { recursive: true, mode: 0o700 });
  }

  pathOf(version: string): string {
    // Versions are ours (random UUIDs); anything else never reaches the file system.
    if (!VERSION.test(version)) throw new Error('not an object version');
    return join(this.root, 'objects', version.slice(0, 2), version);
  }

  /**
   * Streams `body` to a temporary file; refuses (413) past `maxBytes`, leaving nothing behind.
   * Past the limit the rest is read and dropped, so the client hears the refusal instead of a
   * connection reset.
   */
  async write(body: Readable, maxBytes: number): Promise<WrittenUpload> {
    const tempPath = join(this.root, 'tmp', randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done();
        md5.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(tempPath, { mode: 0o600 }));
      if (size > maxBytes) throw entityTooLarge();
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size, md5: md5.digest('hex') };
  }

  /** Moves a written upload into place as `version`. */
  async commit(upload: WrittenUpload, version: string): Promise<void> {
    const path = this.pathOf(version);
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    await rename(upload.tempPath, path);
  }

  async discard(upload: WrittenUpload): Promise<void> {
    await rm(upload.tempPath, { force: true });
  }

  async copy(fromVersion: string, toVersion: string): Promise<void> {
    const path = this.pathOf(toVersion);
    await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
    await copyFile(this.pathOf(fromVersion), path);
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await rm(this.pathOf(version), { force: true });
  }

  async size(version: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(version))).size;
    } catch {
      return undefined;
    }
  }

  read(version: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(version), range);
  }
}
