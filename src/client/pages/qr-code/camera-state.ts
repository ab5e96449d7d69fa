/** Where the camera scanner is, each with its own message on the page. */
export type CameraState = 'idle' | 'waiting' | 'denied' | 'noDevices' | 'failed' | 'scanning';

/**
 * What a failed camera lookup means to the user. The browser names the failure: a refusal
 * (NotAllowedError) is the user's or the settings' answer, a missing device is NotFoundError or
 * OverconstrainedError; anything else (an insecure page, no media API) means the lookup itself
 * could not be made.
 */
export function cameraFailure(error: unknown): CameraState {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  const text = typeof error === 'string' ? error : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || /NotAllowedError|Permission denied/i.test(text)) return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError' || /NotFoundError/.test(text)) return 'noDevices';
  return 'failed';
}
