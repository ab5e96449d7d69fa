/**
 * Labels of enum values, by field name: the client shows `values.<field>.<value>`. A field name
 * used by several entities (status, type, category) holds the values of all of them.
 */
export const values = {
  gender: { Male: 'Male', Female: 'Female' },
  maritalStatus: { Single: 'Single', Married: 'Married', Divorced: 'Divorced', Widowed: 'Widowed' },
  education: { None: 'None', Primary: 'Primary', Secondary: 'Secondary', University: 'University', Vocational: 'Vocational' },
  status: { waiting: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected', merged: 'Merged', enabled: 'Enabled', disabled: 'Disabled' },
  type: { '2': 'Organization', '3': 'Bank', text: 'Text', number: 'Number', date: 'Date', select: 'Select' },
  size: { Micro: 'Micro', Small: 'Small', Medium: 'Medium', Large: 'Large' },
  currency: { USD: 'US dollar (USD)', CDF: 'Congolese franc (CDF)' },
  fromCurrency: { USD: 'US dollar (USD)', CDF: 'Congolese franc (CDF)' },
  toCurrency: { USD: 'US dollar (USD)', CDF: 'Congolese franc (CDF)' },
  code: { USD: 'US dollar (USD)', CDF: 'Congolese franc (CDF)' },
  category: {
    Motorcycle: 'Motorcycle', Car: 'Car', Pickup: 'Pickup', Minibus: 'Minibus', Bus: 'Bus', Truck: 'Truck', Tractor: 'Tractor',
    Residential: 'Residential', Commercial: 'Commercial', Industrial: 'Industrial', Mixed: 'Mixed', Land: 'Land',
  },
  nature: { Residential: 'Residential', Commercial: 'Commercial', Industrial: 'Industrial', Mixed: 'Mixed', Land: 'Land' },
  taxes: { vignette: 'Vignette', roadTraffic: 'Road traffic tax', technicalControl: 'Technical control', urbanTax: 'Urban tax' },
  rang: { '1': 'Rang 1', '2': 'Rang 2', '3': 'Rang 3', '4': 'Rang 4' },
  material: { Durable: 'Durable', 'Semi-durable': 'Semi-durable', 'Non-durable': 'Non-durable' },
  taxType: { property: 'Property', vehicle: 'Vehicle', rental: 'Rental', fee: 'Fee' },
  stepMode: { auto: 'Automatic step', user: 'User step' },
  period: { once: 'Once', monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' },
  applicationAccess: { '1': 'Web application', '2': 'Birth application' },
  projectType: { '1': 'Web', '2': 'Birth' },
  /** Permission entries: the SPEC §2 access labels. */
  name: {
    Mitigation: 'Mitigation', Accounting: 'Accounting', Banking: 'Banking', Financials: 'Financials',
    Analytics: 'Analytics', Birth: 'Birth', Rental: 'Rental', GBV: 'GBV',
    Taxation: 'Taxation', Fee: 'Fee', Approver: 'Approver', Payment: 'Payment', 'Call Center': 'Call Center', 'Revenue Split': 'Revenue Split',
    Recoverment: 'Recoverment', Clearance: 'Clearance',
    Citizen: 'Citizen', 'Citizen Approver': 'Citizen Approver', 'Tax Note': 'Tax Note', Organization: 'Organization', Property: 'Property',
    Vehicle: 'Vehicle', 'QR Code': 'QR Code',
    Project: 'Project', User: 'User', Role: 'Role', Docs: 'Docs',
  },
} as const;
