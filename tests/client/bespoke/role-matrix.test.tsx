import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { ACCESS_LABELS, type PermissionEntry } from '../../../src/domain/access-labels';
import { canPerform } from '../../../src/domain/permissions';
import { createI18nProvider } from '../../../src/client/providers/i18n-provider';
import { accessCount, columnSelection, fullMatrix, rowSelection, setColumn, setFlag, setRow } from '../../../resources/role/role-matrix';
import { RoleMatrixInput } from '../../../resources/role/RoleMatrixInput';
import { clearSession, saveSession } from '../../../src/client/providers/session';
import { buildSessionUser, roleListFor } from '../support/builders';

afterEach(() => {
  cleanup();
  clearSession();
});

const entry = (name: string, flags: Partial<PermissionEntry> = {}): PermissionEntry => ({
  name,
  isAccess: false,
  read: false,
  create: false,
  update: false,
  delete: false,
  isPoc: false,
  ...flags,
});

describe('role matrix rules', () => {
  it('has a row per access label in menu order, keeping stored flags and dropping unknown areas', () => {
    const matrix = fullMatrix([entry('Citizen', { isAccess: true, read: true }), entry('Nowhere', { isAccess: true })]);
    expect(matrix.map((e) => e.name)).toEqual([...ACCESS_LABELS]);
    expect(matrix.find((e) => e.name === 'Citizen')).toEqual(entry('Citizen', { isAccess: true, read: true }));
    expect(matrix.find((e) => e.name === 'Taxation')).toEqual(entry('Taxation'));
    expect(fullMatrix(undefined)).toHaveLength(ACCESS_LABELS.length);
  });

  it('sets one flag, a whole row and a whole column, and reports what a row or column holds', () => {
    let matrix = setFlag(fullMatrix([]), 'Role', 'isAccess', true);
    expect(rowSelection(matrix, 'Role')).toBe('some');
    matrix = setRow(matrix, 'Role', true);
    expect(rowSelection(matrix, 'Role')).toBe('all');
    expect(canPerform(matrix, 'Role', 'delete')).toBe(true);
    expect(columnSelection(matrix, 'read')).toBe('some');
    matrix = setColumn(matrix, 'read', true);
    expect(columnSelection(matrix, 'read')).toBe('all');
    matrix = setColumn(matrix, 'read', false);
    expect(columnSelection(matrix, 'read')).toBe('none');
    // Ticking Read everywhere gave every area Access (an action needs it); unticking Read keeps it.
    expect(accessCount(matrix)).toBe(ACCESS_LABELS.length);
  });
});

describe('role matrix input', () => {
  it('saves the ticked flags as the roleList the permission checks read', async () => {
    saveSession(buildSessionUser({ role: { _key: 'role-sa', name: 'Super Admin', roleList: [] } }));
    const onSubmit = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Form record={{ id: 'r', roleList: [entry('Citizen', { isAccess: true })] }} onSubmit={onSubmit}>
          <RoleMatrixInput />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Access: Citizen').checked).toBe(true);
    expect(box('Read: Citizen').checked).toBe(false);
    fireEvent.click(box('Read: Citizen'));
    fireEvent.click(box('Every permission: Tax Note'));
    fireEvent.click(box('Access for every area'));
    expect(box('Access: Mitigation').checked).toBe(true);
    fireEvent.click(box('Access: Mitigation'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const roleList = onSubmit.mock.calls[0][0].roleList as PermissionEntry[];
    expect(roleList).toHaveLength(ACCESS_LABELS.length);
    expect(canPerform(roleList, 'Citizen', 'read')).toBe(true);
    expect(canPerform(roleList, 'Citizen', 'create')).toBe(false);
    expect(canPerform(roleList, 'Tax Note', 'delete')).toBe(true);
    expect(roleList.find((e) => e.name === 'Mitigation')?.isAccess).toBe(false);
    expect(roleList.find((e) => e.name === 'Vehicle')).toEqual(entry('Vehicle', { isAccess: true }));
  });
});

describe('an action needs Access (finding D20)', () => {
  it('ticking an action ticks Access; unticking Access unticks the actions, for one box and for a column', () => {
    let matrix = setFlag(fullMatrix([]), 'Citizen', 'read', true);
    expect(matrix.find((e) => e.name === 'Citizen')).toEqual(entry('Citizen', { isAccess: true, read: true }));
    matrix = setFlag(matrix, 'Citizen', 'update', true);
    matrix = setFlag(matrix, 'Citizen', 'isAccess', false);
    expect(matrix.find((e) => e.name === 'Citizen')).toEqual(entry('Citizen'));
    matrix = setColumn(fullMatrix([]), 'create', true);
    expect(columnSelection(matrix, 'isAccess')).toBe('all');
    matrix = setColumn(matrix, 'isAccess', false);
    expect(columnSelection(matrix, 'create')).toBe('none');
    // Unticking an action leaves Access as it was.
    matrix = setFlag(setFlag(fullMatrix([]), 'Role', 'read', true), 'Role', 'read', false);
    expect(matrix.find((e) => e.name === 'Role')).toEqual(entry('Role', { isAccess: true }));
  });
});

describe('a delegated administrator (finding D19)', () => {
  it('cannot tick a right they do not hold, one box, a row or a column at a time', async () => {
    saveSession(buildSessionUser({ role: { _key: 'role-ua', name: 'User admin', roleList: roleListFor('Citizen', 'Role') } }));
    const onSubmit = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Form record={{ id: 'r', roleList: [] }} onSubmit={onSubmit}>
          <RoleMatrixInput />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Read: Citizen').disabled).toBe(false);
    expect(box('Read: Tax Note').disabled).toBe(true);
    fireEvent.click(box('Access for every area'));
    fireEvent.click(box('Every permission: Role'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const roleList = onSubmit.mock.calls[0][0].roleList as PermissionEntry[];
    expect(
      roleList
        .filter((e) => e.isAccess)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Citizen', 'Role']);
    expect(canPerform(roleList, 'Role', 'delete')).toBe(true);
  });
});
