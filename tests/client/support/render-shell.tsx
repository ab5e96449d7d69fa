import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dataProvider } from '../../../src/client/providers/app-providers';
import { createI18nProvider } from '../../../src/client/providers/i18n-provider';

/** Shows where the router ended up, as the user would read it in the address bar. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders inside react-admin's contexts (the app's data provider, English, a memory router) with extra routes beside. */
export function renderInAdmin(element: ReactNode, { path = '/', routes = [] as { path: string; element: ReactNode }[] } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={element} />
        </Routes>
        <Where />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
