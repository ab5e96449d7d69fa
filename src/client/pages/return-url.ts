/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeReturnUrl(value: string | null | undefined, fallback = '/my-work'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  const path = value.split('?')[0] ?? '';
  if (['/sign-out', '/sign-in', '/home', '/'].includes(path)) return fallback;
  return value;
}
