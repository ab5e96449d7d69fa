import { describe, expect, it } from 'vitest';
import { currentCitizenTab } from '../../../resources/citizen/citizen-tabs';
import { flattenTree, treeFromRecords } from '../../../resources/establishment/establishment-tree';
import { currentTab, HEALTH_PROJECT_TABS, TAX_PROJECT_TABS, tabsFor } from '../../../resources/project/project-tabs';
import { branchKeys, isCorrectBank, isCorrectParent, wrongEstablishmentChoices, type EstablishmentRef } from '../../../src/domain/establishment-choice';

describe('project dashboard tabs', () => {
  it('gives a tax project its ten tabs and a health project its four, overview first', () => {
    expect(tabsFor('1').map((t) => t.path)).toEqual([
      'overview',
      'project-establishment',
      'project-bank-project',
      'project-currency',
      'project-user',
      'project-nomenclature',
      'settlement',
      'project-revenue-split',
      'scheduler-logs',
      'project-user-activity',
    ]);
    expect(tabsFor('2')).toBe(HEALTH_PROJECT_TABS);
    expect(HEALTH_PROJECT_TABS.map((t) => t.path)).toEqual(['overview', 'project-establishment', 'project-user', 'project-user-activity']);
    // Every tax project tab is built now: none says it comes later.
    expect(TAX_PROJECT_TABS.filter((t) => t.later).map((t) => t.path)).toEqual([]);
  });

  it('falls back to the overview for an unknown or missing tab, and to about for a citizen', () => {
    expect(currentTab(TAX_PROJECT_TABS, 'project-currency/extra')).toBe('project-currency');
    expect(currentTab(HEALTH_PROJECT_TABS, 'project-currency')).toBe('overview');
    expect(currentTab(TAX_PROJECT_TABS, undefined)).toBe('overview');
    expect(currentCitizenTab('family-hierarchy')).toBe('family-hierarchy');
    expect(currentCitizenTab('')).toBe('citizen-about');
  });
});

describe('establishment trees and choices', () => {
  const all: EstablishmentRef[] = [
    { key: 'hq', type: '2' },
    { key: 'branch', type: '2', parentKey: 'hq' },
    { key: 'sub', type: '2', parentKey: 'branch' },
    { key: 'other', type: '2' },
    { key: 'bank', type: '3' },
  ];

  it('builds the branch tree from parent keys and flattens it with depths', () => {
    const tree = treeFromRecords(all.map((e) => ({ _key: e.key, parentKey: e.parentKey, establishmentName: e.key.toUpperCase() })));
    expect(tree.map((n) => n._key)).toEqual(['hq', 'other', 'bank']);
    expect(flattenTree(tree).map((o) => `${o.depth}:${o.key}`)).toEqual(['0:hq', '1:branch', '2:sub', '0:other', '0:bank']);
  });

  it("refuses a parent that is the establishment, one of its branches, of another type or unknown ('Please select the correct establishment')", () => {
    expect([...branchKeys('hq', all)].sort()).toEqual(['branch', 'hq', 'sub']);
    expect(isCorrectParent('sub', { key: 'hq', type: '2' }, all)).toBe(false);
    expect(isCorrectParent('hq', { key: 'hq', type: '2' }, all)).toBe(false);
    expect(isCorrectParent('bank', { key: 'other', type: '2' }, all)).toBe(false);
    expect(isCorrectParent('gone', { type: '2' }, all)).toBe(false);
    expect(isCorrectParent('other', { key: 'hq', type: '2' }, all)).toBe(true);
    expect(isCorrectParent(undefined, { key: 'hq' }, all)).toBe(true);
  });

  it('accepts only banks for bank accounts and names the wrong fields', () => {
    expect(isCorrectBank('bank', all)).toBe(true);
    expect(isCorrectBank('other', all)).toBe(false);
    expect(wrongEstablishmentChoices({ type: '2', parentKey: 'sub', bankAccounts: { cdf: { bankKey: 'bank' }, usd: { bankKey: 'hq' } } }, 'hq', all)).toEqual([
      'parentKey',
      'bankAccounts.usd.bankKey',
    ]);
    expect(wrongEstablishmentChoices({ type: '2', parentKey: 'hq', bankAccounts: { cdf: { bankKey: 'bank' } } }, undefined, all)).toEqual([]);
  });
});
