// @ts-check
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
// Plain JavaScript: cognito-local's process loads it without a TypeScript loader.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** cognito-local's package folder. */
export const cognitoLocalDir = path.dirname(require.resolve('cognito-local/package.json'));

/**
 * StormDB's local file engine as cognito-local resolves it, so the class patched is the one
 * cognito-local uses.
 * @returns {StormDbLocalEngine}
 */
export function cognitoLocalStormDbEngine() {
  return require(require.resolve('stormdb/src/engine/local.js', { paths: [cognitoLocalDir] }));
}

/**
 * StormDB's local file engine (stormdb/src/engine/local.js), as far as we use it.
 * @typedef {{ path: string; async: boolean; serialize: (data: unknown) => string }} StormDbEngineState
 * @typedef {{ prototype: StormDbEngineState & { write(data: unknown): Promise<void> | null } }} StormDbLocalEngine
 */

/** @type {Map<string, Promise<void>>} */
const queues = new Map();
let tempCounter = 0;

/** @param {string} file */
const tempName = (file) => `${file}.${process.pid}.${(tempCounter += 1)}.tmp`;

/**
 * Patches the engine class once; every instance, made before or after, writes safely.
 * @param {StormDbLocalEngine} LocalEngine
 */
export function makeStormDbWritesSafe(LocalEngine) {
  /**
   * @this {StormDbEngineState}
   * @param {unknown} data
   */
  LocalEngine.prototype.write = function write(data) {
    const file = this.path;
    const text = this.serialize(data);
    if (!this.async) {
      const temp = tempName(file);
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, file);
      return null;
    }
    const written = (queues.get(file) ?? Promise.resolve()).then(async () => {
      const temp = tempName(file);
      await fs.promises.writeFile(temp, text);
      await fs.promises.rename(temp, file);
    });
    // The queue goes on after a failed write; the caller still sees the failure.
    queues.set(
      file,
      written.catch(() => undefined),
    );
    return written;
  };
}

/**
 * Resolves when every save asked for so far has been written (before the process exits).
 * @returns {Promise<void>}
 */
export async function savesWritten() {
  await Promise.all(queues.values());
}
