/**
 * The shell layouts as configurations of one layout component (ShellFrame): where the
 * navigation sits and how it looks, how the header looks, how wide the content is.
 */
export const LAYOUT_NAMES = ['classic', 'classy', 'compact', 'dense', 'futuristic', 'centered', 'enterprise', 'material', 'modern', 'thin', 'empty'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];
export const DEFAULT_LAYOUT: LayoutName = 'modern';

export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
/** Which of the server's menus (GET /api/common/navigation) the layout shows. */
export type NavigationSet = 'default' | 'compact' | 'futuristic' | 'horizontal';

export type LayoutConfig = {
  /** 'horizontal' still uses the vertical drawer below md. */
  navigation: 'vertical' | 'horizontal' | 'none';
  navigationSet: NavigationSet;
  appearance: NavigationAppearance;
  /** Colouring of the vertical navigation panel. */
  navigationStyle: 'light' | 'dark' | 'primary';
  /** The user card at the top (classy) or the bottom (futuristic) of the vertical navigation. */
  userInNavigation: 'none' | 'top' | 'bottom';
  /** Header style: plain bar, coloured band, or a tall coloured band behind the content. */
  header: 'plain' | 'primary' | 'tall' | 'none';
  content: 'full' | 'boxed';
};

export const NAVIGATION_WIDTHS: Record<NavigationAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 };
/** Items of the thin navigation are 64 px tall. */
export const THIN_ITEM_HEIGHT = 64;

const vertical = (overrides: Partial<LayoutConfig>): LayoutConfig => ({
  navigation: 'vertical',
  navigationSet: 'default',
  appearance: 'default',
  navigationStyle: 'dark',
  userInNavigation: 'none',
  header: 'plain',
  content: 'full',
  ...overrides,
});
const horizontal = (overrides: Partial<LayoutConfig>): LayoutConfig => ({
  navigation: 'horizontal',
  navigationSet: 'horizontal',
  appearance: 'default',
  navigationStyle: 'light',
  userInNavigation: 'none',
  header: 'plain',
  content: 'boxed',
  ...overrides,
});

export const LAYOUTS: Record<LayoutName, LayoutConfig> = {
  classic: vertical({}),
  classy: vertical({ navigationStyle: 'light', userInNavigation: 'top' }),
  compact: vertical({ navigationSet: 'compact', appearance: 'compact' }),
  dense: vertical({ appearance: 'dense' }),
  futuristic: vertical({ navigationSet: 'futuristic', navigationStyle: 'primary', userInNavigation: 'bottom' }),
  thin: vertical({ navigationSet: 'compact', appearance: 'thin' }),
  centered: horizontal({}),
  enterprise: horizontal({ header: 'primary' }),
  material: horizontal({ header: 'tall' }),
  modern: horizontal({ content: 'full' }),
  empty: {
    navigation: 'none',
    navigationSet: 'default',
    appearance: 'default',
    navigationStyle: 'light',
    userInNavigation: 'none',
    header: 'none',
    content: 'full',
  },
};

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** A `?layout=` parameter beats the route's own layout, which beats the user's choice. */
export function resolveLayoutName(input: { query?: string | null; route?: LayoutName; stored?: string | null }): LayoutName {
  if (isLayoutName(input.query)) return input.query;
  if (input.route) return input.route;
  if (isLayoutName(input.stored)) return input.stored;
  return DEFAULT_LAYOUT;
}

/** The appearance actually shown: the dense layout's toggle switches dense ↔ default. */
export function effectiveAppearance(config: LayoutConfig, denseExpanded: boolean): NavigationAppearance {
  return config.appearance === 'dense' && denseExpanded ? 'default' : config.appearance;
}

export function navigationWidth(appearance: NavigationAppearance): number {
  return NAVIGATION_WIDTHS[appearance];
}

/** The drawer covers the page below md and sits beside it from md. */
export function drawerMode(isMdUp: boolean): 'over' | 'side' {
  return isMdUp ? 'side' : 'over';
}

/** The horizontal bar replaces the drawer only from md on. */
export function showsHorizontalNavigation(config: LayoutConfig, isMdUp: boolean): boolean {
  return config.navigation === 'horizontal' && isMdUp;
}

/** Routes that ask for a layout of their own; `?layout=` still wins. */
export const ROUTE_LAYOUTS: Readonly<Record<string, LayoutName>> = {};
