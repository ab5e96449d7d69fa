import { auth } from './fr/auth';
import { errors } from './fr/errors';
import { nav } from './fr/nav';
import { notifications } from './fr/notifications';
import { shell } from './fr/shell';
import { USER } from './fr/user';

/** Le catalogue français : mêmes clés que en.ts. */
export const fr = { errors, nav, notifications, auth, shell, USER };
