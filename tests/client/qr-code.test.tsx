import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { generateKeyPairSync, sign } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeFacts, signedBytesOf, tokenOf, type DocumentFacts } from '../../src/domain/document-token';
import { formatMoney } from '../../src/domain/format';
import { KEYS_STORAGE_KEY } from '../../src/client/pages/qr-code/check-document';
import { CurrentStateLine } from '../../src/client/pages/qr-code/CurrentStateLine';
import { QrCodePage } from '../../src/client/pages/qr-code/QrCodePage';
import type { CurrentState } from '../../src/client/providers/document-methods';
import { createI18nProvider } from '../../src/client/providers/i18n-provider';
import { failure, list, ok } from './bespoke/support/api';
import { renderWithData } from './bespoke/support/render-admin';
import { roleListFor } from './support/builders';
import { signInTo, startMockServer } from './support/mock-server';

const cameras = vi.hoisted(() => ({ getCameras: vi.fn(), readQrPicture: vi.fn() }));
// A picked picture is read by the public /check reader (BarcodeDetector or jsQR): jsdom draws no canvas.
vi.mock('../../src/public-site/read-qr-picture', () => ({ readQrPicture: cameras.readQrPicture }));
vi.mock('html5-qrcode', () => ({
  Html5Qrcode: Object.assign(
    // A function, not an arrow: the page constructs it with `new`.
    vi.fn(function () {
      return { start: vi.fn(), stop: vi.fn(), clear: vi.fn(), isScanning: false };
    }),
    { getCameras: cameras.getCameras },
  ),
}));

/** The installation's key pair as the server would make it; the page only ever sees the public half. */
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const PUBLISHED = { k1: String(publicKey.export({ format: 'jwk' }).x) };

const FACTS: DocumentFacts = {
  kind: 'taxNote',
  reference: 'HKR-2026-0000123-K',
  taxpayerName: 'Ada Mwamba',
  amount: 182400,
  currency: 'USD',
  paidState: 'unpaid',
  issuedOn: '2026-11-20',
  keyId: 'k1',
};
function signed(facts: DocumentFacts = FACTS): string {
  const payload = encodeFacts(facts);
  return tokenOf(payload, new Uint8Array(sign(null, signedBytesOf(payload), privateKey)));
}
const CURRENT = {
  paidState: 'paid',
  lifecycle: 'issued',
  amount: { amount: 182400, currency: 'USD' },
  paidAmount: { amount: 182400, currency: 'USD' },
  remaining: { amount: 0, currency: 'USD' },
  reversed: false,
  amended: false,
};

const server = startMockServer();
let verifications: unknown[] = [];
beforeEach(() => {
  signInTo({ role: { name: 'Controller', roleList: roleListFor('QR Code', 'Tax Note') } });
  verifications = [];
  cameras.getCameras.mockReset();
  cameras.readQrPicture.mockReset();
  server.use(
    http.get('*/api/open/keys', () => ok({ keys: PUBLISHED })),
    http.post('*/api/open/verify', async ({ request }) => {
      verifications.push(await request.json());
      return ok({ genuine: true, facts: FACTS, current: CURRENT });
    }),
    http.get('*/api/taxNote/qr-logs', () =>
      list('qrLogs', [
        {
          _key: '7',
          checkedAt: '2026-11-21T09:30:00Z',
          kind: 'receipt',
          reference: 'HKRR-2026-0000041-2',
          genuine: false,
          latitude: -11.66089,
          longitude: 27.47938,
          userName: 'Patrice Kabongo',
        },
      ]),
    ),
  );
});

function check(text: string) {
  fireEvent.change(screen.getByLabelText('Scanned link, token or tax-note reference'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('the QR page /qr-code', () => {
  it('shows the signed facts of a genuine document, what changed since printing, and the warning', async () => {
    renderWithData(<QrCodePage />);
    check(`https://mapato.example/check?t=${signed()}`);
    expect(await screen.findByText('Genuine document')).toBeTruthy();
    const values = within(screen.getByLabelText('Details signed in the QR code'))
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Tax note', 'HKR-2026-0000123-K', 'Ada Mwamba', '$1,824.00', 'Unpaid', '20/11/2026']);
    expect(await screen.findByText('Paid since printing')).toBeTruthy();
    expect(
      screen.getByText('If the details do not match the tax note or receipt, the document is fake. It must be reported immediately to field staff.'),
    ).toBeTruthy();
    expect(verifications).toEqual([{ token: signed() }]);
  });

  it('shows a death certificate’s number, masked name, date of death, hospital and approval, and no money line', async () => {
    const death: DocumentFacts = {
      kind: 'deathCertificate',
      reference: 'HKD-2026-0000042-P',
      taxpayerName: 'Béa*** Kas***',
      amount: 0,
      currency: 'CDF',
      paidState: 'paid',
      issuedOn: '2026-11-22',
      keyId: 'k1',
    };
    const current = {
      reversed: false,
      amended: false,
      death: { deceased: 'Béa*** Kas***', dateOfDeath: '2026-11-18', hospitalName: 'Hôpital Jason Sendwe', approvedOn: '2026-11-20' },
    };
    server.use(http.post('*/api/open/verify', () => ok({ genuine: true, facts: death, current })));
    renderWithData(<QrCodePage />);
    check(signed(death));
    const state = await screen.findByTestId('current-state');
    const facts = screen.getByLabelText('Details signed in the QR code');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Document', 'Certificate number', 'Deceased (name masked)', 'Printed on']);
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Death certificate', 'HKD-2026-0000042-P', 'Béa*** Kas***', '22/11/2026']);
    expect(state.textContent).toContain('Approved death declaration: the certificate is valid');
    expect(
      within(state)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Béa*** Kas***', '18/11/2026', 'Hôpital Jason Sendwe', '20/11/2026']);
    const page = screen.getByTestId('check-result').textContent ?? '';
    expect(page).not.toMatch(/CDF|Amount|Paid|Remaining/);
  });

  it("labels the day signed in the QR code 'Printed on', as the paper does, in English and French", async () => {
    renderWithData(<QrCodePage />);
    check(signed());
    const facts = await screen.findByLabelText('Details signed in the QR code');
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.at(-1)).toBe('Printed on');
    expect(terms).not.toContain('Issue date');
    const { fr } = await import('../../src/i18n/fr');
    expect(fr.qrCode.result.issuedOn).toBe('Imprimé le');
  });

  it("opens the note of a typed reference whose check character is '*', instead of calling it fake", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/taxNote/notes', ({ request }) => {
        asked.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}').q);
        return list('taxNote', [{ _key: 'tn-4', reference: 'HKR-2025-0000004-*' }]);
      }),
    );
    renderWithData(<QrCodePage />);
    check('hkr-2025-0000004-*');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tax-note/tn-4/show'));
    expect(asked).toEqual(['HKR-2025-0000004-*']);
    expect(screen.queryByText('Invalid QR Code')).toBeNull();
  });

  it('says a typed reference is mistyped when its check character does not match, without searching', async () => {
    let searched = false;
    server.use(
      http.get('*/api/taxNote/notes', () => {
        searched = true;
        return list('taxNote', []);
      }),
    );
    renderWithData(<QrCodePage />);
    check('HKR-2025-0000004-Y');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reference looks mistyped: its last character does not match the others. Check it against the paper.',
    );
    expect(searched).toBe(false);
  });

  // Citizen walk D16: a receipt number typed on /qr-code answered 'No tax note has this reference.'
  it('finds a typed receipt number when no note has it: its taxpayer, day, notes, and that its QR code is the proof', async () => {
    server.use(
      http.get('*/api/taxNote/notes', () => list('taxNote', [])),
      http.get('*/api/payment/receipts/:number', ({ params }) =>
        params.number === 'HKRR-2025-0000080-I'
          ? ok({
              receiptNumber: 'HKRR-2025-0000080-I',
              paymentDate: '2025-07-16',
              taxpayerName: 'Blaise Kapend Lumbu',
              lines: [
                {
                  reference: 'HKR-2025-0000010-3',
                  paid: { amount: 1800000, currency: 'CDF' },
                  settled: { amount: 630, currency: 'USD' },
                  rate: '2857.14',
                },
              ],
              recordedByName: 'Aline Mwamba',
              method: 'cash',
              cancelled: false,
            })
          : failure(404, 'The requested record was not found.', 'NOT_FOUND'),
      ),
    );
    renderWithData(<QrCodePage />);
    check('hkrr-2025-0000080-i');
    const found = await screen.findByTestId('receipt-found');
    expect(found.textContent).toContain('Receipt HKRR-2025-0000080-I');
    expect(found.textContent).toContain('Blaise Kapend Lumbu');
    expect(found.textContent).toContain('16/07/2025');
    expect(found.textContent).toContain('HKR-2025-0000010-3');
    expect(found.textContent).toContain(formatMoney({ amount: 1800000, currency: 'CDF' }, 'en'));
    expect(found.textContent).toContain('A receipt number proves nothing by itself: to check the paper, scan its QR code or paste its link.');
    expect(screen.queryByText('No tax note has this reference.')).toBeNull();
    expect(screen.queryByText('Invalid QR Code')).toBeNull();
  });

  it('says neither a note nor a receipt has a typed number, or that receipts are checked by their QR code when the role cannot read them', async () => {
    let receiptAnswer = () => failure(404, 'The requested record was not found.', 'NOT_FOUND');
    server.use(
      http.get('*/api/taxNote/notes', () => list('taxNote', [])),
      http.get('*/api/payment/receipts/:number', () => receiptAnswer()),
    );
    renderWithData(<QrCodePage />);
    check('HKRR-2025-0000080-I');
    expect((await screen.findByRole('alert')).textContent).toBe('No tax note or receipt has this number.');
    receiptAnswer = () => failure(403, 'You are not allowed to do this.', 'FORBIDDEN');
    check('HKR-2025-0000004-*');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No tax note has this reference. A receipt is checked by its QR code: scan it, or paste the link read from it.',
      ),
    );
  });

  it('writes the current state the French way, a no-break space before the colon', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('fr');
    render(
      <AdminContext i18nProvider={i18n} store={memoryStore({ locale: 'fr' })}>
        <CurrentStateLine printed="unpaid" current={CURRENT as CurrentState} />
      </AdminContext>,
    );
    const state = screen.getByTestId('current-state').textContent ?? '';
    expect(state).toContain('État actuel\u00a0: Payée');
    expect(state).toMatch(/Payé à ce jour\u00a0: /);
    expect(state).toMatch(/Reste à payer\u00a0: /);
  });

  it('never heads a revoked clearance with a green "Genuine document"', async () => {
    const clearance: DocumentFacts = { ...FACTS, kind: 'clearance', reference: 'HKRC-2026-0000001-Y', amount: 0, paidState: 'paid' };
    const current = {
      reversed: false,
      amended: false,
      clearance: { state: 'revoked', validUntil: '2027-02-26', revokedAt: '2026-11-27T19:53:00Z', revokeReason: 'Issued by mistake' },
    };
    server.use(http.post('*/api/open/verify', () => ok({ genuine: true, facts: clearance, current })));
    renderWithData(<QrCodePage />);
    check(signed(clearance));
    const heading = await screen.findByText('Revoked document');
    expect(heading.closest('[role="alert"]')?.className).toMatch(/colorError|standardError/);
    expect(screen.queryByText('Genuine document')).toBeNull();
    expect(screen.getByTestId('current-state').textContent).toContain('REVOKED on');
  });

  it('reads the QR code of a picked picture, then checks it', async () => {
    cameras.readQrPicture.mockResolvedValue(`https://mapato.example/check?t=${signed()}`);
    renderWithData(<QrCodePage />);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'note.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Read from a picture or a PDF'), { target: { files: [picture] } });
    expect(await screen.findByText('Genuine document')).toBeTruthy();
    expect(cameras.readQrPicture).toHaveBeenCalledWith(picture);
    expect(verifications).toEqual([{ token: signed() }]);
  });

  it('says so when a picked picture holds no QR code', async () => {
    cameras.readQrPicture.mockResolvedValue(null);
    renderWithData(<QrCodePage />);
    const picture = new File([new Uint8Array([255, 216])], 'blurred.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Read from a picture or a PDF'), { target: { files: [picture] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No QR code was found in this file. Take a sharper picture, closer to the code, or paste the link.',
    );
  });

  it("says 'Invalid QR Code' for a token altered by one character", async () => {
    renderWithData(<QrCodePage />);
    const token = signed();
    // One character of the signature changed: the token still parses, only the signature fails.
    const tampered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    check(tampered);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid QR Code');
    expect(screen.queryByText('Genuine document')).toBeNull();
  });

  it('still proves a genuine document with the kept keys when the server cannot be reached', async () => {
    localStorage.setItem(KEYS_STORAGE_KEY, JSON.stringify(PUBLISHED));
    server.use(
      http.get('*/api/open/keys', () => HttpResponse.error()),
      http.post('*/api/open/verify', () => HttpResponse.error()),
    );
    renderWithData(<QrCodePage />);
    check(signed());
    expect(await screen.findByText('Genuine document')).toBeTruthy();
    expect(await screen.findByText('Offline: current state unknown')).toBeTruthy();
    expect(screen.getByText('Ada Mwamba')).toBeTruthy();
  });

  it("says 'no devices found' when the browser lists no camera", async () => {
    cameras.getCameras.mockResolvedValue([]);
    renderWithData(<QrCodePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No devices found/);
  });

  it('tells a refused camera from a lookup that could not be made', async () => {
    cameras.getCameras.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderWithData(<QrCodePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Permission to use the camera was denied/);
    cameras.getCameras.mockRejectedValueOnce('Camera streaming not supported by the browser.');
    fireEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Couldn't check for devices/);
  });

  it('lists the verification log with the result and the place', async () => {
    renderWithData(<QrCodePage />);
    const log = await screen.findByRole('region', { name: 'Verification log' });
    const row = (await within(log).findByText('HKRR-2026-0000041-2')).closest('tr')!;
    expect(within(row).getByText('Invalid')).toBeTruthy();
    expect(within(row).getByText('Receipt')).toBeTruthy();
    expect(within(row).getByText('-11.66089, 27.47938')).toBeTruthy();
  });
});
