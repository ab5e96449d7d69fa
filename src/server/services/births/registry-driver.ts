import { resolve } from 'node:path';
import { exportRegistryDriver } from './registry-export';
import { httpRegistryDriver } from './registry-http';

/** One approved declaration as the civil registry receives it. */
export type RegistryBirth = {
  reference: string;
  projectKey: string;
  hospital: { key: string; name: string };
  child: { firstName: string; middleName: string; lastName: string; gender: string; dateOfBirth: string; heightMm: number; weightGrams: number };
  mother: RegistryParent;
  father: RegistryParent | null;
  zone: string;
  motherHealth: string;
  caseType: string;
  deliveryType: string;
  congenitalAnomalies: string | null;
  multipleCount: number | null;
  declaredAt: string;
  approvedAt: string;
};

export type RegistryParent = {
  firstName: string;
  middleName: string;
  lastName: string;
  citizenKey: string | null;
  dateOfBirth: string | null;
  age: number | null;
  mobile: string | null;
};

export type RegistryBatch = { batchId: string; createdAt: Date; births: RegistryBirth[] };

/** Why a batch did not reach the registry; the screens translate `births.transmissionErrors.<code>`. */
export const REGISTRY_ERROR_CODES = ['registryTimeout', 'registryUnreachable', 'registryRefused', 'registryExportFailed', 'registryFailed'] as const;
export type RegistryErrorCode = (typeof REGISTRY_ERROR_CODES)[number];

/** A driver's failure: a code to translate and its detail in no language (a status, a delay, the registry's own words). */
export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** Any failure as the stored code and detail: an unexpected one is registryFailed with its message. */
export function registryFailure(error: unknown): { code: RegistryErrorCode; detail: string } {
  if (error instanceof RegistryError) return { code: error.code, detail: error.detail.slice(0, 1000) };
  return { code: 'registryFailed', detail: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
}

/**
 * Where approved births go. A driver either takes the whole batch or throws: the declarations
 * then stay waiting with the error, and the next run sends them again (the registry keys them by
 * reference, so a batch it half-read and receives twice is not a second birth).
 */
export type RegistryDriver = { name: string; send: (batch: RegistryBatch) => Promise<void> };

/**
 * The driver the environment names: REGISTRY_DRIVER=export (the default: a batch file under
 * DATA_DIR/registry-batches/ that the registry imports) or http (POST to REGISTRY_URL, waiting
 * REGISTRY_TIMEOUT_MS, 10 s by default, with REGISTRY_TOKEN as a bearer token when given).
 */
export function registryFromEnv(env: NodeJS.ProcessEnv = process.env): RegistryDriver {
  const driver = env.REGISTRY_DRIVER?.trim() || 'export';
  if (driver === 'export') return exportRegistryDriver(resolve(env.DATA_DIR ?? './data', 'registry-batches'));
  if (driver !== 'http') throw new Error(`REGISTRY_DRIVER must be "export" or "http", not "${driver}"`);
  const url = env.REGISTRY_URL?.trim();
  if (!url) throw new Error('REGISTRY_DRIVER=http needs REGISTRY_URL');
  const timeoutMs = Number(env.REGISTRY_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 300_000) throw new Error('REGISTRY_TIMEOUT_MS must be a whole number from 100 to 300000');
  return httpRegistryDriver({ url, timeoutMs, token: env.REGISTRY_TOKEN?.trim() || undefined });
}
