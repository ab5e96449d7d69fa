/**
 * Words of react-admin's own catalogue we set ourselves, merged key by key over it (see
 * english-messages.ts), so a button reads the same verb as our own screens.
 */
export const ra = {
  action: { edit: 'Edit' },
};
