import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dataProvider } from '../../../../src/client/providers/app-providers';
import { createI18nProvider } from '../../../../src/client/providers/i18n-provider';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders inside react-admin's contexts with the app's real data provider and http client, so
 * requests leave as the app sends them and msw answers them as the server would.
 */
export function renderWithData(element: ReactNode, { path = '/', route = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
        <Where />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
