import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from './layout-config';

export const SCHEMES = ['auto', 'dark', 'light'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Which side of the screen the navigation drawer sits on (SPEC §4: "Positions: left or right"). */
export const DRAWER_POSITIONS = ['left', 'right'] as const;
export type DrawerPosition = (typeof DRAWER_POSITIONS)[number];

export type Settings = { layout: LayoutName; scheme: Scheme; theme: ThemeName; denseExpanded: boolean; drawerPosition: DrawerPosition };

/** A new user sees the light scheme and the modern layout. */
export const DEFAULT_SETTINGS: Settings = { layout: DEFAULT_LAYOUT, scheme: 'light', theme: 'default', denseExpanded: false, drawerPosition: 'left' };
export const SETTINGS_KEY = 'settings';

const listeners = new Set<() => void>();
let cached: Settings | undefined;

function read(): Settings {
  try {
    const raw = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return {
      layout: isLayoutName(raw.layout) ? raw.layout : DEFAULT_SETTINGS.layout,
      scheme: SCHEMES.includes(raw.scheme as Scheme) ? (raw.scheme as Scheme) : DEFAULT_SETTINGS.scheme,
      theme: THEMES.includes(raw.theme as ThemeName) ? (raw.theme as ThemeName) : DEFAULT_SETTINGS.theme,
      denseExpanded: raw.denseExpanded === true,
      drawerPosition: DRAWER_POSITIONS.includes(raw.drawerPosition as DrawerPosition)
        ? (raw.drawerPosition as DrawerPosition)
        : DEFAULT_SETTINGS.drawerPosition,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Snapshot for useSyncExternalStore: the same object until something changes. */
export function getSettings(): Settings {
  cached ??= read();
  return cached;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's choice persists in local storage (issue 3, point 4). */
export function updateSettings(change: Partial<Settings>): void {
  cached = { ...getSettings(), ...change };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(cached));
  for (const listener of listeners) listener();
}
