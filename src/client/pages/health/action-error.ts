import type { HttpError, TranslateFunction } from 'react-admin';

/** Why an action on a health record failed; `race` when only a reload can help. */
export type ActionError = { message: string; race: boolean };

/** 412: the copy on screen is older than the server's; 409: someone decided first. Both need a reload. */
export const isRace = (error: unknown) => [409, 412].includes((error as HttpError)?.status);

/** The message to show for a failed action: the screen's "changed meanwhile" text for a race, else the server's. */
export function actionErrorOf(failure: unknown, staleText: string, translate: TranslateFunction): ActionError {
  const race = isRace(failure);
  return { message: race ? staleText : (failure as Error).message || translate('errors.generic'), race };
}
