import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthOutboxStarter } from '../../src/client/layout/BirthOutboxStarter';
import { clearSession, saveSession } from '../../src/client/providers/session';
import { permissionEntry } from '../../src/domain/permissions';
import { buildSessionUser } from './support/builders';

const start = vi.fn(async () => undefined);
vi.mock('../../src/client/pages/births/outbox/use-birth-outbox', () => ({ birthOutbox: () => ({ start }) }));

const userWith = (birth: 'all' | 'read') => buildSessionUser({ role: { _key: 'role-r', name: 'Registrar', roleList: [permissionEntry('Birth', birth)] } });

afterEach(() => {
  clearSession();
  start.mockClear();
});

/** What waits in a registrar's outbox leaves when the shell opens, whichever screen that is. */
describe('the birth outbox starts with the shell', () => {
  it('for someone who may declare births', async () => {
    saveSession(userWith('all'));
    render(<BirthOutboxStarter />);
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('not for someone who only reads births', async () => {
    saveSession(userWith('read'));
    render(<BirthOutboxStarter />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
  });
});
