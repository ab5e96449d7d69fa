import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedExport } from '../../../src/client/exports/download-export';
import { ServerExportButton } from '../../../src/client/exports/ServerExportButton';
import { renderWithData } from '../bespoke/support/render-admin';
import { startMockServer, signInTo } from '../support/mock-server';

const server = startMockServer();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const encoder = new TextEncoder();
let requests: Request[] = [];

beforeEach(() => {
  signInTo();
  requests = [];
});

/** A body sent in two parts; the second waits until `release` is called (or never). */
function slowBody() {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('x'.repeat(2048)));
      release = () => {
        controller.enqueue(encoder.encode('y'.repeat(1024)));
        controller.close();
      };
    },
  });
  return { body, release: () => release() };
}

const fileHeaders = {
  'Content-Type': XLSX,
  'Content-Disposition': `attachment; filename="citizen-20260315-142501.xlsx"; filename*=UTF-8''citizen-20260315-142501.xlsx`,
  'X-Export-Rows': '1203',
};

function renderButton(save = vi.fn<(file: DownloadedExport) => void>(), renewSession = vi.fn(async () => undefined)) {
  renderWithData(
    <ServerExportButton
      path="account/citizens/export"
      params={{ sort: '["lastName","ASC"]', filter: '{"q":"amani"}', columns: 'firstName,lastName' }}
      save={save}
      renewSession={renewSession}
    />,
  );
  return { save, renewSession };
}

describe('the server export button', () => {
  it('fetches the export with the app’s headers, shows the rows and the bytes received, then saves the file under the server’s name', async () => {
    const { body, release } = slowBody();
    server.use(
      http.get('*/api/account/citizens/export', ({ request }) => {
        requests.push(request);
        return new HttpResponse(body, { headers: fileHeaders });
      }),
    );
    const { save } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Preparing the spreadsheet…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1,203 rows · 2 KB received'));
    const url = new URL(requests[0].url);
    expect(url.searchParams.get('filter')).toBe('{"q":"amani"}');
    expect(url.searchParams.get('columns')).toBe('firstName,lastName');
    expect(requests[0].headers.get('Authorization')).toMatch(/^Bearer /);
    expect(requests[0].headers.get('Project-Key')).toBe('p-kin');
    expect(requests[0].headers.get('Time-Zone')).toBeTruthy();

    release();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // While the dialog closes, its status never reads a size-less "received" (money-staff walk D15).
    expect(screen.queryByRole('status')?.textContent ?? '').not.toMatch(/received/);
    const [file] = save.mock.calls[0];
    expect(file.fileName).toBe('citizen-20260315-142501.xlsx');
    expect(file.blob.size).toBe(3072);
    expect(await screen.findByText('The spreadsheet citizen-20260315-142501.xlsx is downloaded !!!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the user cancel a long export: nothing is saved and the user is told', async () => {
    server.use(http.get('*/api/account/citizens/export', () => new HttpResponse(slowBody().body, { headers: fileHeaders })));
    const { save } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('2 KB'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The export was cancelled.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false));
  });

  it('shows the server’s translated refusal, and the generic failure when the file is cut short', async () => {
    server.use(
      http.get('*/api/account/citizens/export', () =>
        HttpResponse.json({ error: true, errorCode: 'EXPORT_UNKNOWN_COLUMN', responseMessage: 'This list has no column secret to export.' }, { status: 400 }),
      ),
    );
    const { save } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('This list has no column secret to export.')).toBeTruthy();

    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('PK'));
        controller.error(new Error('connection reset'));
      },
    });
    server.use(http.get('*/api/account/citizens/export', () => new HttpResponse(broken, { headers: fileHeaders })));
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The spreadsheet could not be downloaded. Please try again.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('renews an expired session once and sends the export again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/account/citizens/export', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: true, responseMessage: 'expired' }, { status: 401 }) : new HttpResponse('PK', { headers: fileHeaders });
      }),
    );
    const { save, renewSession } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
  });
});
