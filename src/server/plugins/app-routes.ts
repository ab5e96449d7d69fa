/**
 * Which unknown URLs the back office's index.html answers (the single-page app draws the route
 * in the browser). A file the client asks for and the build does not hold — a stylesheet of a
 * site not built, an old hashed bundle, /favicon.ico — is a 404: HTML in its place is a page
 * styled by nothing, or a script the browser refuses with a confusing error.
 */
const ASSET_PREFIXES = ['/api/', '/assets/', '/public/'];
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

export function isAppRoute(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  if (path === '/api' || ASSET_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
}
