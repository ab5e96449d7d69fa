/** SPEC's mark at the end of every success notification, in both languages. */
export const SUCCESS_MARK = '!!!';

/**
 * A success notification's text ends with the mark, once: catalogue messages that already carry it
 * are left as they are, the others get it after a space (as 'Role is created successfully !!!'),
 * in place of a closing full stop.
 */
export function successNotice(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(SUCCESS_MARK) ? trimmed : `${trimmed.replace(/\.$/, '')} ${SUCCESS_MARK}`;
}
