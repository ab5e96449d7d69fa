/**
 * PGlite runs PostgreSQL inside this process's memory, so its settings are the server's idle
 * memory. initdb writes shared_buffers = 128MB, and the WebAssembly PostgreSQL touches all of
 * it: about 110 MB of a 470 MB idle server. The files PGlite reads stay in the operating
 * system's page cache, so a smaller buffer pool costs a copy, not a disk read; a large
 * installation runs on a PostgreSQL server (DATABASE_URL) anyway. PGLITE_SHARED_BUFFERS
 * (a PostgreSQL size such as 64MB) overrides it.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

const SIZE = /^\d{1,6}(kB|MB|GB)$/;

export function pgliteStartParams(defaults: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const wanted = env.PGLITE_SHARED_BUFFERS?.trim() || PGLITE_SHARED_BUFFERS;
  if (!SIZE.test(wanted)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, not "${wanted}"`);
  return [...defaults, '-c', `shared_buffers=${wanted}`];
}
