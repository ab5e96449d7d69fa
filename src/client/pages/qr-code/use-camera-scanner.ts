import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraFailure, type CameraState } from './camera-state';

type Scanner = { stop: () => Promise<void>; clear: () => void; isScanning: boolean };

/**
 * The camera scanner. html5-qrcode is large, so it is loaded only when the user starts scanning:
 * the page itself opens fast on a phone. The first text read stops the camera and is handed on.
 */
export function useCameraScanner(elementId: string, onScan: (text: string) => void) {
  const [state, setState] = useState<CameraState>('idle');
  const scanner = useRef<Scanner | null>(null);
  const latestOnScan = useRef(onScan);
  latestOnScan.current = onScan;

  const stop = useCallback(async () => {
    const running = scanner.current;
    scanner.current = null;
    if (running?.isScanning) await running.stop().catch(() => undefined);
    running?.clear();
    setState('idle');
  }, []);

  const start = useCallback(async () => {
    setState('waiting');
    try {
      const { Html5Qrcode } = await import('html5-qrcode');
      const cameras = await Html5Qrcode.getCameras();
      if (cameras.length === 0) {
        setState('noDevices');
        return;
      }
      const instance = new Html5Qrcode(elementId, { verbose: false });
      scanner.current = instance;
      setState('scanning');
      await instance.start(
        { facingMode: 'environment' },
        { fps: 10, qrbox: { width: 240, height: 240 } },
        (text) => {
          void stop();
          latestOnScan.current(text);
        },
        () => undefined,
      );
    } catch (error) {
      scanner.current = null;
      setState(cameraFailure(error));
    }
  }, [elementId, stop]);

  // Leaving the page turns the camera off.
  useEffect(
    () => () => {
      const running = scanner.current;
      scanner.current = null;
      if (running?.isScanning) void running.stop().catch(() => undefined);
    },
    [],
  );

  return { state, start, stop };
}
