/** What every report screen shares: the filter bar, the period rule, loading and failure. */
export const reports = {
  filters: {
    label: 'Report filters',
    period: 'Period',
    presets: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      thisQuarter: 'This quarter',
      thisYear: 'This year',
      last30Days: 'Last 30 days',
      custom: 'Custom period',
    },
    from: 'From',
    to: 'To',
    projects: 'Projects',
    currentProject: 'Selected project',
    zone: 'Zone',
    allZones: 'All zones',
    apply: 'Apply',
    reversed: 'The end of the period comes before its start.',
    invalidDay: 'Type a day as DD/MM/YYYY.',
  },
  periodLine: 'From %{from} to %{to}',
  gridHidden:
    'The detail grid is shown for periods of up to 31 days. This period is longer: the charts and totals cover all of it. Choose a month or less to see the rows.',
  loading: 'Loading the report…',
  failed: 'The report could not be loaded.',
  retry: 'Retry',
  empty: 'Nothing in this period for these filters.',
  chartNone: 'No figures to chart for this period.',
  noZone: 'No zone',
  total: 'Total',
};
