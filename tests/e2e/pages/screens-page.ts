import { expect, type Locator, type Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** What a screen must hold at any width: nothing wider than the window, the given controls inside it. */
export class ScreenFit {
  constructor(private readonly page: Page) {}

  /** The page does not scroll sideways: whatever is wider scrolls inside its own card. */
  async expectNoSidewaysScroll(): Promise<void> {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is wider than the window').toBeLessThanOrEqual(0);
  }

  /** The control is drawn entirely inside the window's width. */
  async expectInsideWidth(locator: Locator): Promise<void> {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    const width = this.page.viewportSize()?.width ?? 0;
    expect(box, 'the control has no box').not.toBeNull();
    expect(box!.x, 'the control starts left of the window').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'the control ends right of the window').toBeLessThanOrEqual(width);
  }

  /**
   * The control is drawn and no other element sits on its centre (a floating button, a panel).
   * Asked again until it holds: the "Please wait..." veil of a slow request covers everything for
   * a moment, and goes; what stays on top fails.
   */
  async expectNotCovered(locator: Locator): Promise<void> {
    await expect(locator).toBeVisible();
    await expect(async () => {
      const covered = await locator.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !top || !(element === top || element.contains(top));
      });
      expect(covered, 'another element covers the control').toBe(false);
    }).toPass({ timeout: 15_000 });
  }
}
