import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createDataProvider } from '../../../src/client/providers/data-provider';
import { createHttpClient } from '../../../src/client/providers/http-client';
import { createI18nProvider } from '../../../src/client/providers/i18n-provider';

/** Renders inside react-admin with the app's real data provider and English catalogue; msw answers the API. */
export function renderWithApi(element: ReactNode) {
  const dataProvider = createDataProvider(createHttpClient({ onSessionExpired: () => undefined }));
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        {element}
      </AdminContext>
    </MemoryRouter>,
  );
}

type Row = Record<string, unknown> & { _key: string };

/**
 * A list route as the server answers it (envelope, Content-Range), honouring the `filter` equality
 * and `id` parameters, and recording every filter it was asked for.
 */
export function listRoute(path: string, rows: Row[], asked: Record<string, unknown>[] = []) {
  return http.get(`*/api/${path}`, ({ request }) => {
    const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    asked.push(filter);
    const matches = rows.filter((row) =>
      Object.entries(filter).every(([name, value]) => {
        if (name === 'q') return true;
        if (name === 'id') return (value as string[]).includes(row._key);
        return row[name] === value;
      }),
    );
    return HttpResponse.json(
      { error: false, data: matches },
      { headers: { 'Content-Range': `${path} 0-${Math.max(matches.length - 1, 0)}/${matches.length}` } },
    );
  });
}
