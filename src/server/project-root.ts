import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, where schemas/, the migrations and vite's configs live: the nearest
 * directory above this code that holds package.json. Found by walking up rather than by a fixed
 * `../..` because the same code runs from src/server/ (tsx: tests, scripts) and from the bundle
 * dist-server/main.mjs (`npm start`), where every module's import.meta.url is the bundle's.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}: cannot find Mapato's files`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root: `projectPath('schemas')`. */
export const projectPath = (...parts: string[]) => join(PROJECT_ROOT, ...parts);
