// cognito-local keeps each user pool in a JSON file through StormDB, whose asynchronous
// write is a bare fs.writeFile. Two saves at once (two sign-ups, or a sign-in beside a
// sign-up) then write the same file together, and a shorter text written over a longer one
// leaves the longer one's tail behind: the file no longer parses and cognito-local refuses
// to start ("Failed to load StormDB database file"), which would lock the user out of their
// local data. Stopping the stack in the middle of a save could likewise cut a file short.
//
// This makes StormDB's writes safe: the text is taken when save() is called, saves of one file
// are written one after another in call order, and each goes to a temporary file that is
// then renamed over the old one, so the file is always either the old text or the new.
import fs from 'node:fs';

/** StormDB's local file engine (stormdb/src/engine/local.js), as far as we use it. */
export interface StormDbLocalEngine {
  prototype: {
    path: string;
    async: boolean;
    serialize: (data: unknown) => string;
    write(data: unknown): Promise<void> | null;
  };
}

const queues = new Map<string, Promise<void>>();
let tempCounter = 0;

function replaceFileSync(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${(tempCounter += 1)}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

async function replaceFile(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${(tempCounter += 1)}.tmp`;
  await fs.promises.writeFile(temp, text);
  await fs.promises.rename(temp, file);
}

/** Patches the engine class once; every instance, made before or after, writes safely. */
export function makeStormDbWritesSafe(LocalEngine: StormDbLocalEngine): void {
  LocalEngine.prototype.write = function write(this: StormDbLocalEngine['prototype'], data: unknown) {
    const text = this.serialize(data);
    if (!this.async) {
      replaceFileSync(this.path, text);
      return null;
    }
    const written = (queues.get(this.path) ?? Promise.resolve()).then(() => replaceFile(this.path, text));
    // The queue goes on after a failed write; the caller still sees the failure.
    queues.set(this.path, written.catch(() => undefined));
    return written;
  };
}

/** Resolves when every save asked for so far has been written (before the process exits). */
export async function savesWritten(): Promise<void> {
  await Promise.all(queues.values());
}
