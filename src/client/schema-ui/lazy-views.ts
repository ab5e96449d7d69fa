import { lazy } from 'react';

/**
 * The engine's screens, each loaded on first use: rjsf, ajv and the list machinery stay out of
 * the initial bundle (its budget is in ARCHITECTURE.md), whoever imports them from schema-ui/index.ts.
 */
export const SchemaList = lazy(() => import('./views/SchemaList').then((m) => ({ default: m.SchemaList })));
export const SchemaShow = lazy(() => import('./views/SchemaShow').then((m) => ({ default: m.SchemaShow })));
export const SchemaCreate = lazy(() => import('./views/SchemaCreate').then((m) => ({ default: m.SchemaCreate })));
export const SchemaEdit = lazy(() => import('./views/SchemaEdit').then((m) => ({ default: m.SchemaEdit })));
export const SchemaForm = lazy(() => import('./form/SchemaForm').then((m) => ({ default: m.SchemaForm })));
export const MasterDataPage = lazy(() => import('./views/MasterDataPage').then((m) => ({ default: m.MasterDataPage })));
