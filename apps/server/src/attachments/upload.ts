import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@taskhub/domain';
import type { ReceivedFile } from './blob-store.js';

/**
 * Streams an upload into a temporary file, counting and hashing on the way; past maxBytes it stops storing and
 * throws FILE_TOO_BIG (413), leaving nothing behind; a source that fails or ends early (an aborted request, a form cut
 * off inside the file) is the client's fault: BAD_REQUEST, with nothing left behind either. Memory stays flat whatever the size. The source is not
 * destroyed (it may be the request itself, which still has to carry the answer): the rest of it is read and dropped.
 */
export async function receiveFile(source: Readable, maxBytes: number, incomingDir: string): Promise<ReceivedFile> {
  await mkdir(incomingDir, { recursive: true });
  const target = path.join(incomingDir, randomBytes(12).toString('hex'));
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError('FILE_TOO_BIG'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // A client that goes away mid-upload, or a form cut off inside the file, ends the write too (pipe() passes on neither
  // errors nor an early close). finished() also sees a source that failed before this point: a short body is parsed
  // at once, so a multipart file part may be destroyed before the file is even opened.
  let cutOff = false;
  finished(source, { writable: false }, (error) => {
    if (!error) return;
    cutOff = true;
    meter.destroy(error);
  });
  source.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(target));
  } catch (error) {
    source.unpipe(meter);
    source.resume();
    await rm(target, { force: true });
    if (isTooBig(error)) throw new AppError('FILE_TOO_BIG');
    throw cutOff ? new AppError('BAD_REQUEST', { message: 'The upload ended before the file did' }) : error;
  }
  return { path: target, size, sha256: hash.digest('hex') };
}

/** Our own limit, or the multipart parser's (it cuts a file at the limit it was given). */
function isTooBig(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'FILE_TOO_BIG';
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}
