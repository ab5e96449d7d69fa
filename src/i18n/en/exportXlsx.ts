/** The streamed spreadsheet export: the button, its progress and what the file's headers add. */
export const exportXlsx = {
  button: 'Export',
  buttonLabel: 'Export %{name} to a spreadsheet',
  preparing: 'Preparing the spreadsheet…',
  progressBytes: '%{size} received',
  progressRows: '%{rows} rows · %{size} received',
  cancel: 'Cancel',
  cancelled: 'The export was cancelled.',
  failed: 'The spreadsheet could not be downloaded. Please try again.',
  done: 'The spreadsheet %{fileName} is downloaded.',
  currencyOf: '%{label} (currency)',
  sheetName: 'Export',
  yes: 'Yes',
  no: 'No',
} as const;
