import { readdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { MAIN_ROUTES, MASTER_DATA_PATH } from '../../../src/client/routes';
import { HEALTH_PROJECT_TABS, TAX_PROJECT_TABS } from '../../../resources/project/project-tabs';
import { CITIZEN_TABS } from '../../../resources/citizen/citizen-tabs';
import { DEMO_PASSWORD } from './sign-in-page';
import { HEALTH_PROJECT, TAX_PROJECT } from './admin-api';

/** One schema entity as the client routes it: /<path>, its API route, and which views it has. */
type RoutedEntity = { path: string; route: string; editable: boolean };

/** Views a resource does not have (its index.ts sets them to false, or replaces them with a dashboard). */
const NO_SHOW = new Set(['project', 'role', 'user']);
const NO_CREATE_EDIT = new Set(['user']);

function schemaEntities(): RoutedEntity[] {
  return readdirSync('schemas')
    .filter((file) => file.endsWith('.schema.json') && file !== 'common.schema.json')
    .map((file) => JSON.parse(readFileSync(`schemas/${file}`, 'utf8')) as Record<string, string | undefined> & { 'x-admin-views'?: { create?: string[] } })
    .filter((schema) => schema['x-admin-resource'] && schema['x-admin-route'])
    .map((schema) => ({
      path: schema['x-admin-path'] ?? schema['x-admin-resource']!,
      route: schema['x-admin-route']!,
      // Records made by a workflow (tax notes, payments) have no create or edit form.
      editable: (schema['x-admin-views']?.create ?? []).length > 0,
    }));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/Authentication/login', { data: { userName: 'admin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return (await login.json()).data.token as string;
}

async function firstKey(request: APIRequestContext, token: string, route: string, projectKey: string): Promise<string | undefined> {
  const response = await request.get(`/api/${route}?range=${encodeURIComponent('[0,0]')}`, {
    headers: { Authorization: `Bearer ${token}`, 'Project-Key': projectKey },
  });
  if (!response.ok()) return undefined;
  const rows = (await response.json()).data as { _key?: string }[] | undefined;
  return rows?.[0]?._key;
}

/**
 * Every screen an administrator can open in the tax project: the menu routes, master data, and
 * for each resource its list, create form, one record's show and edit pages, and every tab of the
 * citizen and project dashboards, found from the schemas and the demo data (nothing hand-listed
 * that could go stale when a resource is added).
 */
export async function taxProjectRoutes(request: APIRequestContext): Promise<string[]> {
  const token = await adminToken(request);
  const routes = new Set<string>(MAIN_ROUTES.map(({ path }) => path));
  routes.add(MASTER_DATA_PATH);
  routes.add('/unlock-session');
  routes.add('/no-such-screen');
  for (const entity of schemaEntities()) {
    const base = `/${entity.path}`;
    routes.add(base);
    const editable = entity.editable && !NO_CREATE_EDIT.has(entity.path);
    if (editable) routes.add(`${base}/create`);
    const key = await firstKey(request, token, entity.route, TAX_PROJECT.key);
    if (!key) continue;
    if (entity.path === 'user')
      routes.add(`${base}/${key}`); // the user dialog over the list
    else if (editable) routes.add(`${base}/${key}`);
    if (!NO_SHOW.has(entity.path)) routes.add(`${base}/${key}/show`);
    if (entity.path === 'citizen') for (const tab of CITIZEN_TABS) routes.add(`${base}/${key}/show/${tab}`);
  }
  routes.add('/user/create');
  for (const tab of TAX_PROJECT_TABS) routes.add(`/project/${TAX_PROJECT.key}/${tab.path}`);
  return [...routes];
}

/** The health project's own screens: its reports, its records and its dashboard tabs. */
export function healthProjectRoutes(): string[] {
  return [
    '/my-work',
    '/birth-registration-report',
    '/gbv-registration-report',
    '/birth',
    '/birth/declare',
    '/birth/outbox',
    '/birth/queue',
    '/death',
    '/death/new',
    '/gbv-case',
    '/gbv-case/new',
    '/citizen',
    '/citizen/create',
    '/user',
    ...HEALTH_PROJECT_TABS.map((tab) => `/project/${HEALTH_PROJECT.key}/${tab.path}`),
  ];
}

/** Screens open to signed-out visitors. */
export const PUBLIC_ROUTES = ['/home', '/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=abc', '/confirmation-required'];
