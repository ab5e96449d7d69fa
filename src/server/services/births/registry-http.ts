import { RegistryError, type RegistryDriver } from './registry-driver';

/**
 * POSTs each batch as JSON to the registry's endpoint. Anything but a 2xx answer within the
 * timeout is a failure, reported with the status and the start of the answer so the user sees
 * why (the registry's own message, a timeout, a refused connection).
 */
export function httpRegistryDriver(options: { url: string; timeoutMs: number; token?: string }): RegistryDriver {
  return {
    name: 'http',
    async send(batch) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': batch.batchId,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ batchId: batch.batchId, createdAt: batch.createdAt.toISOString(), births: batch.births }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') throw new RegistryError('registryTimeout', `${options.timeoutMs} ms`);
        throw new RegistryError('registryUnreachable', String((error as Error).cause ?? error));
      }
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 300);
        throw new RegistryError('registryRefused', `${response.status}${text ? `: ${text}` : ''}`);
      }
    },
  };
}
