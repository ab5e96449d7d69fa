import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { hasReachablePageAfter } from '../../domain/list-depth';
import { accountMethods, type AccountDataProvider } from './account-methods';
import { API_URL } from './api-url';
import type { HttpClient } from './http-client';
import { myWorkMethods } from './my-work-methods';
import { paymentMethods } from './payment-methods';
import { routeFor } from './resource-routes';
import { settlementMethods } from './settlement-methods';
import { periodCloseMethods } from './period-close-methods';
import { moneyRequestMethods } from './money-request-methods';
import { callCenterMethods } from './call-center-methods';
import { taxNoteMethods } from './tax-note-methods';
import { bankReportMethods } from './bank-report-methods';
import { registrationReportMethods } from './registration-report-methods';
import { moneyReportMethods } from './money-report-methods';

/**
 * The If-Match that names the version of a record as this client read it. The server refuses a
 * change or a delete without one (428) or from an older copy (412, whose message tells the user
 * to reload), so a save never silently undoes someone else's. A record without a version sends
 * none and lets the server say so.
 */
export function ifMatchOf(record: Partial<RaRecord> | undefined): Record<string, string> {
  const version = record?.version;
  return typeof version === 'number' && Number.isInteger(version) ? { 'If-Match': `"${version}"` } : {};
}

/**
 * ra-data-simple-rest speaks the API's list dialect already; the twists are the route family, so
 * every method receives the mapped route instead of the resource name, and the record version
 * every change and delete sends back.
 */
export function createDataProvider(httpClient: HttpClient, apiUrl: string = API_URL): AccountDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient as Parameters<typeof simpleRestProvider>[1]);
  const urlOf = (resource: string, id: Identifier) => `${apiUrl}/${routeFor(resource)}/${encodeURIComponent(String(id))}`;
  const current = async (resource: string, id: Identifier) => (await httpClient<RaRecord>(urlOf(resource, id))).json;
  const put = async (resource: string, id: Identifier, data: unknown, previous: Partial<RaRecord> | undefined) =>
    (await httpClient(urlOf(resource, id), { method: 'PUT', headers: ifMatchOf(previous), body: JSON.stringify(data) })).json;
  // A DELETE has no body: text/plain keeps the server from expecting JSON.
  const remove = async (resource: string, id: Identifier, previous: Partial<RaRecord> | undefined) =>
    (await httpClient(urlOf(resource, id), { method: 'DELETE', headers: { 'Content-Type': 'text/plain', ...ifMatchOf(previous) } })).json;

  const versioned: Pick<DataProvider, 'update' | 'delete' | 'updateMany' | 'deleteMany'> = {
    update: async (resource, params) => ({ data: await put(resource, params.id, params.data, params.previousData) }),
    delete: async (resource, params) => ({ data: await remove(resource, params.id, params.previousData) }),
    // Bulk actions hold only ids: each record is read for its version, and a partial change is
    // laid over the record as read, since PUT replaces the whole record.
    updateMany: async (resource, params) => ({
      data: await Promise.all(
        params.ids.map(async (id) => {
          const record = await current(resource, id);
          await put(resource, id, { ...record, ...params.data }, record);
          return id;
        }),
      ),
    }),
    deleteMany: async (resource, params) => ({
      data: await Promise.all(
        params.ids.map(async (id) => {
          await remove(resource, id, await current(resource, id));
          return id;
        }),
      ),
    }),
  };

  /**
   * Past the server's count cap a list's total is unknown (Content-Range `…/*`): the page then
   * says whether there is a next one instead of a number it does not have, and none past the
   * rows a list screen may reach.
   */
  const withUnknownTotal = async (method: 'getList' | 'getManyReference', resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const result = await (base[method] as DataProvider['getList'])(routeFor(resource), params);
    if (!Number.isNaN(result.total)) return result;
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    // The pager stops where the server would refuse the page (domain/list-depth.ts).
    return { data: result.data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: result.data.length === perPage && hasReachablePageAfter(page, perPage) } };
  };
  const lists: Pick<DataProvider, 'getList' | 'getManyReference'> = {
    getList: (resource, params) => withUnknownTotal('getList', resource, params),
    getManyReference: (resource, params) => withUnknownTotal('getManyReference', resource, params as Parameters<DataProvider['getList']>[1]),
  };

  // The non-CRUD calls (account-methods.ts) take their own arguments, not a resource name.
  const custom = {
    ...accountMethods(httpClient, apiUrl),
    ...myWorkMethods(httpClient, apiUrl),
    ...taxNoteMethods(httpClient, apiUrl),
    ...paymentMethods(httpClient, apiUrl),
    ...settlementMethods(httpClient, apiUrl),
    ...callCenterMethods(httpClient, apiUrl),
    ...bankReportMethods(httpClient, apiUrl),
    ...registrationReportMethods(httpClient, apiUrl),
    ...moneyReportMethods(httpClient, apiUrl),
    ...periodCloseMethods(httpClient, apiUrl),
    ...moneyRequestMethods(httpClient, apiUrl),
  };

  return new Proxy(base, {
    get(target, method: string) {
      if (Object.prototype.hasOwnProperty.call(custom, method)) return custom[method as keyof typeof custom];
      if (Object.prototype.hasOwnProperty.call(versioned, method)) return versioned[method as keyof typeof versioned];
      if (Object.prototype.hasOwnProperty.call(lists, method)) return lists[method as keyof typeof lists];
      const original = target[method];
      if (typeof original !== 'function') return original;
      return (resource: string, ...rest: unknown[]) => original.call(target, routeFor(resource), ...rest);
    },
  }) as AccountDataProvider;
}
