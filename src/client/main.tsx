import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { followBrowserNetwork } from './offline/network-state';
import { applyStoredLanguage } from './providers/app-providers';

applyStoredLanguage();
followBrowserNetwork();

// A data router (not react-admin's default hash router) so routes are real paths like /sign-in.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
