/**
 * Where a session that ended without the user asking leads (its refresh refused: expired, or an
 * administrator signed the user out): the sign-out page, which then says why.
 */
export const SESSION_ENDED_PATH = '/sign-out?reason=session-ended';
