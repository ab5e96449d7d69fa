import { auth } from './fr/auth';
import { errors } from './fr/errors';
import { nav } from './fr/nav';
import { notifications } from './fr/notifications';
import { resources, subfields } from './fr/resources';
import { shell } from './fr/shell';
import { USER } from './fr/user';
import { values } from './fr/values';

/** Le catalogue français : mêmes clés que en.ts. */
export const fr = { errors, nav, notifications, auth, shell, USER, resources, subfields, values };
