import { HttpError } from 'react-admin';
import { API_URL } from '../providers/api-url';
import { failureMessage, requestHeaders } from '../providers/http-client';
import { getToken } from '../providers/session';

export type ExportProgress = { bytes: number; rows?: number };
export type DownloadedExport = { fileName: string; blob: Blob };

export type DownloadDeps = {
  fetch?: typeof fetch;
  /**
   * Renews the session after a 401, the way every other call does (one refresh at a time); the
   * export is then sent again once with the new token.
   */
  renewSession: () => Promise<unknown>;
  generic: string;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The server's file name (RFC 6266: filename* first, then the plain filename), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

async function failure(response: Response, generic: string): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return new HttpError(failureMessage(body, '', generic), response.status, body);
}

/**
 * Fetches an export with the app's headers and reads its body as it arrives, reporting the bytes
 * received (and the row count when the server knows it), so a long export shows it is moving and
 * can be cancelled through `signal`. A body cut short by the server is a failure, never a file.
 */
export async function downloadExport(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
  deps: DownloadDeps,
): Promise<DownloadedExport> {
  const fetchImpl = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const send = () => fetchImpl(url, { signal, headers: requestHeaders({ Accept: `${XLSX}, application/json` }, getToken(), false) });
  let response = await send();
  if (response.status === 401) {
    await deps.renewSession();
    response = await send();
  }
  if (!response.ok || !response.body) throw await failure(response, deps.generic);
  const rowsHeader = Number(response.headers.get('X-Export-Rows'));
  const rows = response.headers.has('X-Export-Rows') && Number.isSafeInteger(rowsHeader) ? rowsHeader : undefined;
  const reader = response.body.getReader();
  // Not every fetch ends a body already being read when its signal fires: the reader is cancelled too.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ bytes, rows });
  for (;;) {
    const { done, value } = await reader.read();
    // A cancelled reader ends as if the file were complete: it is not.
    if (signal.aborted) throw new DOMException('The export was cancelled', 'AbortError');
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, rows });
  }
  signal.removeEventListener('abort', stop);
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), 'export.xlsx');
  return { fileName, blob: new Blob(chunks as BlobPart[], { type: XLSX }) };
}

/** Hands the file to the browser's downloads under the server's name. */
export function saveFile({ fileName, blob }: DownloadedExport): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the blob; a later revoke would only keep it in memory longer.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** '1.2 MB', '45 KB': the size received, in the user's number format. */
export function sizeText(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, locale.startsWith('fr') ? 'o' : 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, locale.startsWith('fr') ? 'Ko' : 'KB');
  return format(bytes / 1024 / 1024, locale.startsWith('fr') ? 'Mo' : 'MB');
}

/** The export's URL under /api with its query; empty parameters are left out. */
export function exportUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const text = query.toString();
  return `${API_URL}/${path}${text ? `?${text}` : ''}`;
}
