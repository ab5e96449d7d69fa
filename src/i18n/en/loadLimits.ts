/** The server protecting itself from one caller's load: timeouts, deep pages, parallel exports, uploads. */
export const loadLimitErrors = {
  queryTimeout: 'The server took too long to answer and stopped this request. Please narrow the filters or try again in %{seconds} seconds.',
  listTooDeep: 'A list shows at most its first %{rows} rows: please filter or sort it to reach the rows you want, or export it.',
  heavyRequestsBusy: 'You already have %{slots} exports or reports running. Please wait for one to finish and try again.',
  uploadQuotaCount: 'You have uploaded %{count} files in the last 24 hours, the most allowed. Please try again later.',
  uploadQuotaBytes: 'You have uploaded %{used} MB in the last 24 hours; %{max} MB are allowed. Please try again later.',
} as const;
