// cognito-local's storage (StormDB): saves made at once must leave a file that parses and
// holds the last save, and a save must never show a half-written file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cognitoLocalStormDbEngine,
  makeStormDbWritesSafe,
  savesWritten,
  type StormDbLocalEngine,
} from '../../../local/emulators/stormdb-safe-writes.mjs';

type Engine = { write(data: unknown): Promise<void> | null; read(): unknown };
// The very class cognito-local's launcher patches.
const LocalEngine = cognitoLocalStormDbEngine() as StormDbLocalEngine & (new (file: string, options: object) => Engine);
const originalWrite = LocalEngine.prototype.write;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stormdb-'));
  makeStormDbWritesSafe(LocalEngine);
});
afterEach(() => {
  LocalEngine.prototype.write = originalWrite;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A pool-like document whose text gets shorter with each save, as when users are removed. */
const pool = (users: number) => ({
  Users: Object.fromEntries(
    Array.from({ length: users }, (_, i) => [`user-${i}`, { Username: `user-${i}`, Attributes: 'x'.repeat(500) }]),
  ),
});

describe('StormDB writes made safe for cognito-local', () => {
  it('leaves the last of many concurrent saves, whole, as cognito-local saves them (async)', async () => {
    const file = path.join(dir, 'pool.json');
    const engine = new LocalEngine(file, { async: true, serialize: (data: unknown) => JSON.stringify(data, null, 2) });

    const saves = Array.from({ length: 40 }, (_, i) => engine.write(pool(40 - i)));
    await Promise.all(saves);

    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(pool(1));
    expect(fs.readdirSync(dir)).toEqual(['pool.json']);
  });

  it('is done with every save once savesWritten resolves, and keeps the text of the moment of save()', async () => {
    const file = path.join(dir, 'pool.json');
    const engine = new LocalEngine(file, { async: true });
    const data = pool(3);

    void engine.write(data);
    data.Users = {};
    await savesWritten();

    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).Users)).toEqual(['user-0', 'user-1', 'user-2']);
  });

  it('writes the synchronous way too, by replacing the file', () => {
    const file = path.join(dir, 'pool.json');
    fs.writeFileSync(file, JSON.stringify(pool(5)));
    const engine = new LocalEngine(file, { async: false });

    expect(engine.write(pool(1))).toBeNull();

    expect(engine.read()).toEqual(pool(1));
    expect(fs.readdirSync(dir)).toEqual(['pool.json']);
  });
});
