// What `npm start` says when it cannot start: another stack on the same folder, DynamoDB
// Local out of heap, a taken port; and that the data folder is never touched.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsFromEnv, type StackSettings } from '../../../local/settings.js';
import {
  explainDatabaseStopped,
  explainStartFailure,
  otherStackUsing,
  stackPidFile,
  StackInUse,
} from '../../../local/start-problems.js';

let dataDir: string;
let settings: StackSettings;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-problems-'));
  fs.mkdirSync(path.join(dataDir, 'logs'));
  settings = { ...settingsFromEnv(), dataDir, dynamodbHeap: '1g' };
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('another stack on the same data folder', () => {
  it('is found while its process runs, and not once it has gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(stackPidFile(dataDir), String(other.pid));
    expect(otherStackUsing(dataDir)).toBe(other.pid);
    const gone = new Promise((resolve) => other.once('exit', resolve));
    other.kill();
    await gone;
    expect(otherStackUsing(dataDir)).toBeUndefined();
  });

  it('is not this process, nor a file without a number', () => {
    fs.writeFileSync(stackPidFile(dataDir), String(process.pid));
    expect(otherStackUsing(dataDir)).toBeUndefined();
    fs.writeFileSync(stackPidFile(dataDir), 'garbage');
    expect(otherStackUsing(dataDir)).toBeUndefined();
  });

  it('says which process and what to do, without the data-kept line it does not need', () => {
    const text = explainStartFailure(new StackInUse(dataDir, 4242), settings);
    expect(text).toContain(`Another npm start (process 4242) is using ${dataDir}`);
    expect(text).toContain('LOCAL_DATA_DIR=');
  });
});

describe('DynamoDB Local out of heap', () => {
  it('advises a heap twice as big, named by its variable, and keeps the data', () => {
    fs.writeFileSync(
      path.join(dataDir, 'logs', 'dynamodb.log'),
      'Started\nTerminating due to java.lang.OutOfMemoryError: Java heap space\n',
    );
    const text = explainStartFailure(new Error('DynamoDB Local exited early.'), settings);
    expect(text).toContain('LOCAL_DYNAMODB_HEAP=2g npm start');
    expect(text).toContain(`Your data in ${dataDir} is kept as it was`);
    expect(explainDatabaseStopped(settings, path.join(dataDir, 'logs', 'dynamodb.log'))).toContain(
      'LOCAL_DYNAMODB_HEAP=2g',
    );
  });

  it('gives no heap advice when the log says nothing of memory', () => {
    fs.writeFileSync(path.join(dataDir, 'logs', 'dynamodb.log'), 'Address already in use\n');
    const text = explainStartFailure(new Error('DynamoDB Local exited early.'), settings);
    expect(text).not.toContain('LOCAL_DYNAMODB_HEAP');
    expect(text).toContain('is kept as it was');
  });
});

it('names the taken port and how to choose another', () => {
  const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), {
    code: 'EADDRINUSE',
  });
  expect(explainStartFailure(taken, { ...settings, ports: { ...settings.ports, app: 3000 } })).toContain(
    'Port 3000 is taken',
  );
});

it('reads the heap from LOCAL_DYNAMODB_HEAP, and ignores what java would not take', () => {
  const before = process.env.LOCAL_DYNAMODB_HEAP;
  try {
    process.env.LOCAL_DYNAMODB_HEAP = '3g';
    expect(settingsFromEnv().dynamodbHeap).toBe('3g');
    process.env.LOCAL_DYNAMODB_HEAP = 'lots';
    expect(settingsFromEnv().dynamodbHeap).toBe('1g');
  } finally {
    if (before === undefined) delete process.env.LOCAL_DYNAMODB_HEAP;
    else process.env.LOCAL_DYNAMODB_HEAP = before;
  }
});
