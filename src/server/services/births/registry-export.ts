import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RegistryError, type RegistryBatch, type RegistryDriver } from './registry-driver';

/** births-20260315T142501123Z-<batch>.jsonl: sorted by name, the files are in the order they were made. */
export const batchFileName = (batch: RegistryBatch) => `births-${batch.createdAt.toISOString().replace(/[-:.]/g, '')}-${batch.batchId}.jsonl`;

/**
 * Writes each batch as a JSON Lines file (one birth per line) the registry imports. The file is
 * written under a temporary name and renamed, so an importer watching the folder never reads
 * half a batch.
 */
export function exportRegistryDriver(directory: string): RegistryDriver {
  return {
    name: 'export',
    async send(batch) {
      const target = join(directory, batchFileName(batch));
      const partial = `${target}.partial`;
      try {
        await mkdir(directory, { recursive: true });
        await writeFile(partial, batch.births.map((birth) => `${JSON.stringify(birth)}\n`).join(''), { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        throw new RegistryError('registryExportFailed', (error as NodeJS.ErrnoException).code ?? String(error));
      }
    },
  };
}
