import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/client/schema-ui/form/SchemaForm';
import { listRoute, renderWithApi } from './render-form';
import { startMockServer } from '../support/mock-server';

const server = startMockServer();

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const combobox = (scope: HTMLElement, label: string) => within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) });
const choose = async (scope: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(combobox(scope, label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the address cascade', () => {
  it('lists each level under the chosen parent, fills the names and clears the levels below', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      listRoute('masterData/provinces', [
        { _key: 'hk', name: 'Haut-Katanga' },
        { _key: 'lu', name: 'Lualaba' },
      ]),
      listRoute(
        'masterData/cities',
        [
          { _key: 'lsh', name: 'Lubumbashi', provinceKey: 'hk' },
          { _key: 'kz', name: 'Kolwezi', provinceKey: 'lu' },
        ],
        asked,
      ),
      listRoute('masterData/communes', [{ _key: 'kpb', name: 'Kampemba', cityKey: 'lsh' }]),
      listRoute('masterData/quartiers', [], asked),
    );
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="citizen" view="create" fields={['address']} onSubmit={onSubmit} />);
    const address = screen.getByRole('group', { name: 'Address' });
    expect(within(address).getByText('Choose the Province first')).toBeTruthy();
    await choose(address, 'Province', 'Haut-Katanga');
    await choose(address, 'City', 'Lubumbashi');
    expect(asked).toContainEqual({ provinceKey: 'hk' });
    expect(asked.every((filter) => Object.keys(filter).length > 0)).toBe(true);
    await choose(address, 'Commune', 'Kampemba');
    await waitFor(() => expect(asked).toContainEqual({ communeKey: 'kpb' }));
    await choose(address, 'Province', 'Lualaba');
    fireEvent.mouseDown(combobox(address, 'City'));
    expect(await screen.findByRole('option', { name: 'Kolwezi' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Lubumbashi' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Kolwezi' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: { provinceKey: 'lu', provinceName: 'Lualaba', cityKey: 'kz', cityName: 'Kolwezi' } }));
  });
});

describe('the multi-select', () => {
  it('selects every value with Select All and none with Deselect All', async () => {
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="vehicle" view="create" fields={['taxes']} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(combobox(document.body, 'Taxes').textContent).toBe('Vignette, Road traffic tax, Technical control, Urban tax');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ taxes: ['vignette', 'roadTraffic', 'technicalControl', 'urbanTax'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({}));
  });
});

describe('the branch tree', () => {
  it('offers the branches under their parent and never the record itself', async () => {
    server.use(
      listRoute('account/establishments', [
        { _key: 'root', establishmentName: 'Direction Générale' },
        { _key: 'centre', establishmentName: 'Bureau Centre', parentKey: 'root' },
        { _key: 'self', establishmentName: 'Bureau Likasi', parentKey: 'root' },
      ]),
    );
    renderWithApi(
      <SchemaForm
        resource="establishment"
        view="edit"
        record={{ id: 'self', establishmentName: 'Bureau Likasi', type: '2', parentKey: 'root' }}
        fields={['parentKey']}
        onSubmit={() => undefined}
      />,
    );
    await waitFor(() => expect(combobox(document.body, 'Parent organization').textContent).toBe('Direction Générale'));
    fireEvent.mouseDown(combobox(document.body, 'Parent organization'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['None (top level)', 'Direction Générale', 'Bureau Centre']);
  });
});

describe('the lazy widget registry for forms built outside SchemaForm', () => {
  it('draws an rjsf form with the engine widgets once their chunk has loaded', async () => {
    const { default: Form } = await import('@rjsf/mui');
    const { schemaValidator } = await import('../../../src/client/schema-ui/form/validator');
    const { schemaWidgets } = await import('../../../src/client/schema-ui');
    const schema = { type: 'object' as const, properties: { maritalStatus: { type: 'string' as const, enum: ['Single', 'Married'] } } };
    renderWithApi(
      <Suspense fallback={<p>loading</p>}>
        <Form
          schema={schema}
          uiSchema={{ maritalStatus: { 'ui:widget': 'enum', 'ui:title': 'Marital status' } }}
          validator={schemaValidator}
          widgets={schemaWidgets}
        />
      </Suspense>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Marital status/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['None', 'Single', 'Married']);
  });
});

describe('the photo widget', () => {
  it('uploads a PNG as a document, keeps its key and previews it through the signed link', async () => {
    let uploaded: Record<string, string> | undefined;
    server.use(
      http.post('*/api/utils/documents', async ({ request }) => {
        uploaded = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ error: false, data: { _key: 'doc-1' } });
      }),
      http.get('*/api/utils/documents/doc-1/link', () => HttpResponse.json({ error: false, data: { url: 'https://files.example/doc-1?sig=x' } })),
    );
    const onSubmit = vi.fn();
    renderWithApi(<SchemaForm resource="citizen" view="create" fields={['photo']} onSubmit={onSubmit} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x48, 0x45, 0x4c, 0x4c, 0x4f])], 'not-an-image.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'face.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('https://files.example/doc-1?sig=x'));
    expect(uploaded).toEqual({ fileName: 'face.png', contentType: 'image/png', dataBase64: 'iVBORwEC' });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ photo: 'doc-1' }));
  });
});

describe('the money field', () => {
  it('says only what is wrong with a typed amount, not also "Required" (admin-health D23)', async () => {
    renderWithApi(<SchemaForm resource="nomenclature" view="create" fields={['taxFactorCitizen']} onSubmit={vi.fn()} />);
    const amount = await screen.findByRole('textbox', { name: /^Tax factor/ });
    for (const typed of ['-5', 'abc']) {
      fireEvent.change(amount, { target: { value: typed } });
      save();
      await waitFor(() => expect(screen.getByText('Enter an amount such as 12.50')).toBeTruthy());
      expect(screen.queryByText(/Required/)).toBeNull();
    }
    fireEvent.change(amount, { target: { value: '' } });
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
  });
});
