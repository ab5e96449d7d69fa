import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL } from './api-url';
import type { HttpClient } from './http-client';
import { routeFor } from './resource-routes';

/**
 * ra-data-simple-rest speaks the API's list dialect already; the only twist is the route family,
 * so every method receives the mapped route instead of the resource name.
 */
export function createDataProvider(httpClient: HttpClient, apiUrl: string = API_URL): DataProvider {
  const base = simpleRestProvider(apiUrl, httpClient as Parameters<typeof simpleRestProvider>[1]);
  return new Proxy(base, {
    get(target, method: string) {
      const original = target[method];
      if (typeof original !== 'function') return original;
      return (resource: string, ...rest: unknown[]) => original.call(target, routeFor(resource), ...rest);
    },
  });
}
