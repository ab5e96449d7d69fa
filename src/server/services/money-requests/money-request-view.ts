import type { moneyRequests } from '../../db/schema';

type MoneyRequestRow = typeof moneyRequests.$inferSelect;

/** A request as the API shows it (dates as instants, the key as `_key`). */
export const toApiMoneyRequest = ({ key, projectKey: _project, ...row }: MoneyRequestRow) => ({ _key: key, ...row });
