/** The project dashboard (SPEC §2 tax and health project tabs), in English. */
export const projects = {
  dashboard: {
    loading: 'Loading the project',
    tabs: 'Project sections',
    notMember: 'You are not a member of this project, so its lists cannot be shown. Only its overview is available.',
  },
  tabs: {
    overview: 'Overview',
    'project-establishment': 'Organizations',
    'project-bank-project': 'Banks',
    'project-currency': 'Currency conversions',
    'project-user': 'Users',
    'project-nomenclature': 'Nomenclature',
    settlement: 'Settlement',
    'project-revenue-split': 'Revenue split',
    'scheduler-logs': 'Scheduler logs',
    'project-user-activity': 'User activity',
  },
  later: {
    title: '%{tab} comes later',
    settlement: 'Settlements of the collected revenue arrive in a coming version of Mapato.',
    'scheduler-logs': 'The scheduler and its logs arrive in a coming version of Mapato.',
  },
  overview: {
    edit: 'Edit the project settings',
    on: 'On',
    off: 'Off',
  },
  members: {
    add: 'Add user',
    name: 'Name',
    actions: 'Actions',
    remove: 'Remove %{name} from the project',
    removeTitle: 'Remove %{name}?',
    removeContent: '%{name} will no longer belong to %{project}.',
  },
  activity: {
    createdAt: 'Date',
    userName: 'User name',
    action: 'Action',
    method: 'Method',
    route: 'Route',
    statusCode: 'Status code',
    position: 'Position',
  },
  notifications: {
    memberRemoved: '%{name} is removed from the project !!!',
  },
} as const;
