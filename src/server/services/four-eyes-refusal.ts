import { AppError, type ErrorKey } from '../app-error';

/**
 * The one refusal of every four-eyes rule (src/domain/four-eyes.ts): 403 FOUR_EYES, with a message
 * that says whose request it was. The activity log keeps the refused attempt, as for every change.
 */
export const fourEyesRefused = (messageKey: ErrorKey) => new AppError(403, 'FOUR_EYES', messageKey);
