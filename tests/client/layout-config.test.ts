import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  drawerMode,
  effectiveAppearance,
  LAYOUT_NAMES,
  LAYOUTS,
  navigationWidth,
  resolveLayoutName,
  showsHorizontalNavigation,
} from '../../src/client/layout/layout-config';
import { DEFAULT_SETTINGS, getSettings, updateSettings } from '../../src/client/layout/settings';
import { BREAKPOINTS, buildThemeOptions, effectiveMode } from '../../src/client/layout/theme';

describe('layout configuration', () => {
  it('has the eleven layouts, modern by default', () => {
    expect([...LAYOUT_NAMES].sort()).toEqual([
      'centered',
      'classic',
      'classy',
      'compact',
      'dense',
      'empty',
      'enterprise',
      'futuristic',
      'material',
      'modern',
      'thin',
    ]);
    expect(DEFAULT_LAYOUT).toBe('modern');
    expect(Object.keys(LAYOUTS).sort()).toEqual([...LAYOUT_NAMES].sort());
  });

  it('gives the navigation widths: 280, compact 112, dense and thin 80', () => {
    expect(navigationWidth(LAYOUTS.classic.appearance)).toBe(280);
    expect(navigationWidth(LAYOUTS.compact.appearance)).toBe(112);
    expect(navigationWidth(LAYOUTS.dense.appearance)).toBe(80);
    expect(navigationWidth(LAYOUTS.thin.appearance)).toBe(80);
  });

  it('puts the navigation where each family wants it', () => {
    for (const name of ['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'] as const) expect(LAYOUTS[name].navigation).toBe('vertical');
    for (const name of ['centered', 'enterprise', 'material', 'modern'] as const) expect(LAYOUTS[name].navigation).toBe('horizontal');
    expect(LAYOUTS.empty).toMatchObject({ navigation: 'none', header: 'none' });
  });

  it('lets ?layout= beat the route layout, which beats the stored choice', () => {
    expect(resolveLayoutName({ query: 'thin', route: 'classic', stored: 'dense' })).toBe('thin');
    expect(resolveLayoutName({ query: 'nonsense', route: 'classic', stored: 'dense' })).toBe('classic');
    expect(resolveLayoutName({ stored: 'dense' })).toBe('dense');
    expect(resolveLayoutName({ stored: 'bogus' })).toBe('modern');
    expect(resolveLayoutName({})).toBe('modern');
  });

  it('toggles the dense layout between dense and default only', () => {
    expect(effectiveAppearance(LAYOUTS.dense, false)).toBe('dense');
    expect(effectiveAppearance(LAYOUTS.dense, true)).toBe('default');
    expect(effectiveAppearance(LAYOUTS.thin, true)).toBe('thin');
  });

  it("uses an 'over' drawer below md and a 'side' drawer from md; horizontal menus only from md", () => {
    expect(drawerMode(false)).toBe('over');
    expect(drawerMode(true)).toBe('side');
    expect(showsHorizontalNavigation(LAYOUTS.modern, true)).toBe(true);
    expect(showsHorizontalNavigation(LAYOUTS.modern, false)).toBe(false);
    expect(showsHorizontalNavigation(LAYOUTS.classic, true)).toBe(false);
  });
});

describe('settings and themes', () => {
  it('defaults to light, default theme, modern; persists choices in local storage', () => {
    localStorage.clear();
    expect(DEFAULT_SETTINGS).toMatchObject({ layout: 'modern', scheme: 'light', theme: 'default' });
    updateSettings({ layout: 'thin', scheme: 'dark', theme: 'teal' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ layout: 'thin', scheme: 'dark', theme: 'teal' });
    expect(getSettings()).toMatchObject({ layout: 'thin', scheme: 'dark', theme: 'teal' });
  });

  it('resolves auto from the system and builds themes on the product breakpoints', () => {
    expect(effectiveMode('auto', true)).toBe('dark');
    expect(effectiveMode('auto', false)).toBe('light');
    expect(effectiveMode('light', true)).toBe('light');
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 });
    const options = buildThemeOptions('rose', 'dark');
    expect(options.palette?.mode).toBe('dark');
    expect(options.breakpoints?.values).toEqual(BREAKPOINTS);
  });
});
