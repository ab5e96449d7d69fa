/** The /establishment screens: branch tree, bank accounts and the checked form, in English. */
export const establishments = {
  list: {
    view: 'How to show the establishments',
    asList: 'List',
    asTree: 'Branches',
  },
  tree: {
    title: 'Branch tree',
    loading: 'Loading the establishments',
    empty: 'This project has no establishment yet.',
    noBranch: 'This establishment has no branch.',
    branches: '%{smart_count} branch |||| %{smart_count} branches',
    expand: 'Show the branches of %{name}',
    collapse: 'Hide the branches of %{name}',
  },
  show: {
    branches: 'Branches',
    noAccount: 'No account recorded.',
  },
  editor: {
    createTitle: 'Create establishment',
    cancel: 'Cancel',
  },
  notifications: {
    created: 'Establishment is created successfully !!!',
    updated: 'Establishment is updated successfully !!!',
  },
} as const;
