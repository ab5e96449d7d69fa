import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from '../../src/client/layout/LoadingOverlay';
import { trackPending } from '../../src/client/providers/pending-requests';
import { renderInAdmin } from './support/render-shell';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const visible = () => screen.queryByText('Please wait...')?.closest('.MuiBackdrop-root')?.getAttribute('style')?.includes('opacity: 1') ?? false;

describe("the 'Please wait...' overlay", () => {
  it('waits 500 ms before showing and 500 ms before hiding; quick requests never show it', async () => {
    renderInAdmin(<LoadingOverlay />);
    let finish = () => undefined as void;
    let quick = () => undefined as void;
    act(() => void trackPending(() => new Promise<void>((resolve) => (quick = resolve))));
    await act(async () => vi.advanceTimersByTime(300));
    await act(async () => quick());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(visible()).toBe(false);

    act(() => void trackPending(() => new Promise<void>((resolve) => (finish = resolve))));
    await act(async () => vi.advanceTimersByTime(499));
    expect(visible()).toBe(false);
    await act(async () => vi.advanceTimersByTime(1 + 400));
    expect(visible()).toBe(true);
    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(300));
    expect(visible()).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(visible()).toBe(false);
  });
});
