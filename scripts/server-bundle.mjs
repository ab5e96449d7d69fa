// The server as one ES module (dist-server/main.mjs), so that a start loads one file instead of
// tsx transpiling some 500 TypeScript modules (about 15 s on a busy 2-core machine). Plain
// JavaScript, run by node itself: this is what decides whether there is anything to transpile.
// Packages stay in node_modules (imported, not bundled); only the project's own code is bundled.
/* global process, console */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const OUT_DIR = join(PROJECT_ROOT, 'dist-server');
export const BUNDLE = join(OUT_DIR, 'main.mjs');
/** What the bundle was made from and when: { builtAt (ms), inputs (paths from the root) }. */
const MANIFEST = join(OUT_DIR, 'inputs.json');
const ENTRY = 'src/server/main.ts';
/** Besides the sources: a change to how the bundle is made, or to the installed packages (how each is imported), makes a new one. */
const ALSO_DEPENDS_ON = ['scripts/server-bundle.mjs', 'package-lock.json'];

const modifiedMs = (path) => {
  try {
    return statSync(join(PROJECT_ROOT, path)).mtimeMs;
  } catch {
    return Infinity; // gone: the bundle holds code that no longer exists
  }
};

/**
 * True when the bundle exists and no file it was made from changed since (a stat per file, a few
 * milliseconds). The time compared is when the build began, so an edit made during a build is a
 * change; a checkout of other sources gives them a newer time too.
 */
export function bundleIsCurrent() {
  if (!existsSync(BUNDLE) || !existsSync(MANIFEST)) return false;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return false;
  }
  if (typeof manifest.builtAt !== 'number' || !Array.isArray(manifest.inputs)) return false;
  return [...manifest.inputs, ...ALSO_DEPENDS_ON].every((path) => modifiedMs(path) <= manifest.builtAt);
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Packages are imported from node_modules at run time, by node's ES module resolver, which
 * (unlike tsx and esbuild) never adds a file extension: `ajv/dist/2020` must become
 * `ajv/dist/2020.js` in a package that declares no "exports". Each import is checked here so that
 * one node could not load fails the build, not the start.
 */
function nodeResolvablePackages() {
  const require = createRequire(join(PROJECT_ROOT, 'package.json'));
  const resolvable = (specifier) => {
    try {
      // Node 20 answers a URL without looking whether the file is there.
      const url = import.meta.resolve(specifier);
      return !url.startsWith('file:') || existsSync(fileURLToPath(url));
    } catch {
      return false;
    }
  };
  return {
    name: 'node-resolvable-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const specifier = args.path;
        if (resolvable(specifier)) return { path: specifier, external: true };
        const name = packageName(specifier);
        const file = require.resolve(specifier);
        const packageDir = dirname(require.resolve(`${name}/package.json`));
        const spelled = `${name}/${relative(packageDir, file).split(sep).join('/')}`;
        if (!resolvable(spelled)) return { errors: [{ text: `node cannot import "${specifier}" (nor "${spelled}") from node_modules` }] };
        return { path: spelled, external: true };
      });
    },
  };
}

/** Makes the bundle; concurrent starts each write their own file and rename it into place. */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    sourcemap: 'linked',
    sourcesContent: false,
    outfile: BUNDLE,
    logLevel: 'warning',
    plugins: [nodeResolvablePackages()],
  });
  mkdirSync(OUT_DIR, { recursive: true });
  const temporary = (path) => `${path}.${process.pid}.tmp`;
  for (const output of result.outputFiles) {
    writeFileSync(temporary(output.path), output.contents);
    renameSync(temporary(output.path), output.path);
  }
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules'));
  writeFileSync(temporary(MANIFEST), JSON.stringify({ builtAt, inputs }, null, 1));
  renameSync(temporary(MANIFEST), MANIFEST);
  return { inputs: inputs.length, milliseconds: Date.now() - builtAt };
}

/** `node scripts/server-bundle.mjs` (`npm run build:server`): make the bundle now. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { inputs, milliseconds } = await buildServerBundle();
  console.log(`Bundled the server (${inputs} modules) into ${relative(process.cwd(), BUNDLE) || BUNDLE} in ${milliseconds} ms`);
}
