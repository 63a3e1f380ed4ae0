import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createLocalStorage, type Storage } from '../../server/services/storage';

/**
 * A temporary folder for a test file's stored pictures, removed after its tests: call once at the
 * top of the file; each `fresh()` is a new storage directory, so "what is on disk" is exact.
 */
export function imageStorageFolders() {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'images-test-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return {
    async fresh(): Promise<{ dir: string; storage: Storage }> {
      const dir = await mkdtemp(path.join(root, 's-'));
      return { dir, storage: createLocalStorage(path.join(dir, 'uploads')) };
    },
  };
}

/** The names of the files in `dir`, sorted; none when it does not exist. */
export async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}
