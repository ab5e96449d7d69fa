/**
 * `attachment` with the original name: the browser saves the file instead of rendering it from
 * this origin, where a crafted PDF or SVG could run script with the user's session. The plain
 * `filename` is an ASCII stand-in for old clients; `filename*` carries the real name (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.\- ]/g, '_').slice(0, 150) || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
