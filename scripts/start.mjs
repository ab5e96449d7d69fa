// `npm start`: the server from its bundle (dist-server/main.mjs), made first when it is missing or
// older than a source (see server-bundle.mjs), then loaded into this very process, so that
// signals reach the server itself and no second node runs beside it.
/* global console */
import { pathToFileURL } from 'node:url';
import { BUNDLE, buildServerBundle, bundleIsCurrent, PROJECT_ROOT } from './server-bundle.mjs';

async function startFromSources(reason) {
  console.log(`${reason}: starting from the TypeScript sources (slower)`);
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(`${PROJECT_ROOT}/src/server/main.ts`).href);
}

if (bundleIsCurrent()) {
  await import(pathToFileURL(BUNDLE).href);
} else {
  let built = false;
  try {
    const { milliseconds } = await buildServerBundle();
    console.log(`Bundled the server in ${(milliseconds / 1000).toFixed(1)} s (dist-server/, remade when a source changes)`);
    built = true;
  } catch (error) {
    // An installation without the dev tools (npm ci --omit=dev) and no up-to-date bundle still starts.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  if (built) await import(pathToFileURL(BUNDLE).href);
  else await startFromSources('esbuild is not installed and dist-server/ is not up to date');
}
