/** The /role screens: the list, the form and the permission matrix, in English. */
export const roles = {
  list: {
    create: 'Create role',
    areas: 'Areas with access',
    deleteTitle: 'Delete the role %{recordRepresentation}?',
  },
  form: {
    createTitle: 'Create role',
    editTitle: 'Edit role',
    nameRequired: 'The role name is required',
  },
  matrix: {
    title: 'Permissions',
    area: 'Area',
    all: 'All',
    column: '%{flag} for every area',
    row: 'Every permission: %{area}',
    cell: '%{flag}: %{area}',
  },
  notifications: {
    created: 'Role is created successfully !!!',
    updated: 'Role is updated successfully !!!',
    deleted: 'Role is deleted successfully !!!',
  },
} as const;
