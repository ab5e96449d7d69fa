import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { saveSession, setProjectKey } from '../../../src/client/providers/session';
import { buildSessionUser } from './builders';

/**
 * An msw server for the file's tests: listening for the whole file, refusing any request no handler
 * answers, and reset (with the rendered tree) after each test. Call at the top level of a test file.
 */
export function startMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** A fresh browser storage holding a signed-in user (default role unless given) in project p-kin. */
export function signInTo(user: Parameters<typeof buildSessionUser>[0] = {}, projectKey = 'p-kin') {
  localStorage.clear();
  saveSession(buildSessionUser(user));
  setProjectKey(projectKey);
}
