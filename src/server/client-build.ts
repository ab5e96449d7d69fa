import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PROJECT_ROOT } from './project-root';

/** vite's configs and `dist/` are named from the repository's root, whatever the working directory. */
export { PROJECT_ROOT };

/**
 * Everything the site serves, in the order `npm run build` makes it: the back office's build
 * empties dist/, so the public site (dist/public) is built after it. Each output is known by a
 * file its build always writes.
 */
export const CLIENT_BUILDS = [
  { name: 'the back office', config: 'vite.config.ts', writes: 'index.html' },
  { name: "the citizens' public site", config: 'vite.public.config.ts', writes: join('public', 'public-site.css') },
] as const;

export type ClientBuild = (typeof CLIENT_BUILDS)[number];

/**
 * The builds a start must run for `clientDir` to hold everything: from the first missing output
 * on, since rebuilding the back office empties what the later builds wrote.
 */
export function buildsNeeded(clientDir: string): ClientBuild[] {
  const first = CLIENT_BUILDS.findIndex((build) => !existsSync(join(clientDir, build.writes)));
  return first === -1 ? [] : CLIENT_BUILDS.slice(first);
}

/** Runs one build and resolves when it succeeded; a failed build rejects with its exit code. */
export type BuildRunner = (build: ClientBuild) => Promise<void>;

/**
 * Vite's own command line in a child process: the build's memory (over 800 MB for the back
 * office) is given back when it exits, and the server never loads vite. Vite prints only
 * warnings and errors; the lines around it say what is happening.
 */
export const runViteBuild: BuildRunner = (build) => {
  const vite = join(dirname(createRequire(join(PROJECT_ROOT, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', build.config, '--logLevel', 'warn'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`building ${build.name} failed (${signal ?? `exit code ${code}`}); \`npm run build\` shows why`)),
    );
  });
};

type Log = (line: string) => void;

/**
 * On a fresh clone `npm start` builds what is missing before it serves. Only the directory the
 * builds write (dist/) is built; a CLIENT_DIR elsewhere is the operator's own build, and a gap
 * in it is reported, not papered over.
 */
export async function buildClientIfNeeded(clientDir: string, options: { run?: BuildRunner; log?: Log; buildDir?: string } = {}): Promise<ClientBuild[]> {
  const { run = runViteBuild, log = console.log, buildDir = join(PROJECT_ROOT, 'dist') } = options;
  const needed = buildsNeeded(clientDir);
  if (needed.length === 0) return [];
  if (resolve(clientDir) !== resolve(buildDir)) {
    log(
      `CLIENT_DIR ${clientDir} lacks ${needed.map((build) => build.name).join(' and ')} (${needed.map((build) => build.writes).join(', ')}): serving it as it is`,
    );
    return [];
  }
  for (const [index, build] of needed.entries()) {
    const started = Date.now();
    log(`Building ${build.name} (${index + 1}/${needed.length}, first start; a minute or two)…`);
    await run(build);
    log(`Built ${build.name} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  return needed;
}
