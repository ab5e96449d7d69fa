/** Side-menu titles (NavigationItem.title keys) in English. */
export const nav = {
  dashboards: 'Dashboards', myWork: 'My work', mitigation: 'Mitigation', accounting: 'Accounting',
  bankPayments: 'Bank payments', financials: 'Financials',
  indicatorPanel: 'Indicator panel', birth: 'Birth registration', rental: 'Rental registration', gbv: 'GBV registration',
  action: 'Action', taxation: 'Taxation', fee: 'Fee', approver: 'Approver', payment: 'Payment',
  callCenter: 'Call centre', revenueSplit: 'Revenue split', recoverment: 'Recoverment', clearance: 'Clearance',
  information: 'Information', citizen: 'Citizen', citizenApprover: 'Citizen approver', taxNote: 'Tax note',
  establishment: 'Establishment', property: 'Property', vehicle: 'Vehicle', qrCode: 'QR code',
  configuration: 'Configuration', configurationSubtitle: 'User management', project: 'Project', user: 'User', masterData: 'Master data', role: 'Role',
} as const;
