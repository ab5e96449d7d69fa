/**
 * Labels of the fields inside nested objects (address, place of birth, money, bank accounts,
 * buildings, step headings, permission entries). One map shared by every object, because polyglot
 * cannot hold both `fields.address` (the field's own label) and `fields.address.cityKey`.
 */
export const subfields = {
  houseNumber: 'House number',
  addressLine1: 'Address line',
  provinceKey: 'Province',
  provinceName: 'Province name',
  cityKey: 'City',
  cityName: 'City name',
  communeKey: 'Commune',
  communeName: 'Commune name',
  quartierKey: 'Quartier',
  quartierName: 'Quartier name',
  streetKey: 'Street',
  streetName: 'Street name',
  countryName: 'Country',
  zone: 'Zone',
  area: 'Area',
  manualAddress: 'Manual address',
  amount: 'Amount',
  currency: 'Currency',
  cdf: 'CDF account',
  usd: 'USD account',
  bankKey: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  name: 'Name',
  material: 'Material',
  infrastructure: 'Infrastructure',
  floors: 'Floors',
  basements: 'Basements',
  numberOfRenters: 'Number of renters',
  areaM2: 'Area (m²)',
  headingKey: 'Heading',
  unique: 'Unique',
  mandatory: 'Mandatory',
  type: 'Type',
  isAccess: 'Access',
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  isPoc: 'Point of collection',
} as const;

/** react-admin resource labels: `name` is a polyglot smart count (singular |||| plural). */
export const resources = {
  citizens: {
    name: 'Citizen |||| Citizens',
    fields: {
      firstName: 'First name', middleName: 'Middle name', lastName: 'Last name', gender: 'Gender', dateOfBirth: 'Date of birth',
      maritalStatus: 'Marital status', profession: 'Profession', education: 'Education', contactPhone1CountryCode: 'Country code',
      contactPhone1: 'Phone', emailAddress: 'Email', isInternational: 'International', useContactPhoneForNotifications: 'Use the phone for notifications',
      fatherKey: 'Father', motherKey: 'Mother', spouseKey: 'Spouse',
      placeOfBirth: 'Place of birth', address: 'Address', photo: 'Photo', status: 'Status', mergedIntoKey: 'Merged into',
    },
  },
  establishments: {
    name: 'Establishment |||| Establishments',
    fields: {
      establishmentName: 'Name', shortName: 'Short name', organizationNumber: 'Organization number', type: 'Type',
      classificationKey: 'Classification', subClassificationKey: 'Sub-classification', sectorKey: 'Sector', subSectorKey: 'Sub-sector',
      size: 'Size', dateOfCreation: 'Date of creation', address: 'Address', parentKey: 'Parent organization', bankAccounts: 'Bank accounts',
      contactPhone1CountryCode: 'Country code', contactPhone1: 'Phone', emailAddress: 'Email',
    },
  },
  vehicles: {
    name: 'Vehicle |||| Vehicles',
    fields: {
      ownerKey: 'Owner', ownerEstablishmentKey: 'Owner organization', category: 'Category', type: 'Type', plateNumber: 'Registration number',
      firstRegistrationYear: 'First registration year', chassisNumber: 'Chassis number', make: 'Make', model: 'Model',
      fiscalHorsePower: 'Fiscal horsepower (CV)', weightKg: 'Weight (kg)', seats: 'Seats', colour: 'Colour', taxes: 'Taxes',
    },
  },
  properties: {
    name: 'Property |||| Properties',
    fields: {
      ownerKey: 'Owner', ownerEstablishmentKey: 'Owner organization', parcelNumber: 'Parcel number', address: 'Address', rang: 'Rang',
      nature: 'Nature', measuredAreaM2: 'Measured area (m²)', buildings: 'Buildings',
    },
  },
  rentalContracts: {
    name: 'Rental contract |||| Rental contracts',
    fields: {
      ownerKey: 'Owner', renterKey: 'Renter', propertyKey: 'Property', buildingName: 'Building', category: 'Category',
      startDate: 'Start date', endDate: 'End date', monthlyRent: 'Monthly rent', contractRentAmount: 'Contract rent amount',
    },
  },
  nomenclatureItems: {
    name: 'Nomenclature item |||| Nomenclature',
    fields: {
      account: 'Account', taxGroup: 'Tax group', chapter: 'Chapter', reason: 'Reason', taxFactorCitizen: 'Tax factor (citizen)',
      taxFactorOrganization: 'Tax factor (organization)', isSpecialTax: 'Special tax', validFrom: 'Valid from', validTo: 'Valid to',
      penaltyNomenclatureKey: 'Penalty nomenclature', taxType: 'Tax type',
    },
  },
  stepConfigurations: {
    name: 'Step configuration |||| Step configurations',
    fields: {
      labelName: 'Label', stepKey: 'Key', defaultValue: 'Default value', sequence: 'Sequence', includeInCalculation: 'Include in calculation',
      unique: 'Unique', mandatory: 'Mandatory', hasTaxator: 'Has taxator', hasApprovingOfficer: 'Has approving officer',
      hasDivisionRecoveryOfficer: 'Has division recovery officer', stepMode: 'Step mode', period: 'Period',
      autoApproveAfterHours: 'Auto-approve after (hours)', headings: 'Headings',
    },
  },
  currencyConversions: {
    name: 'Currency conversion |||| Currency conversions',
    fields: { fromCurrency: 'From currency', toCurrency: 'To currency', conversionRate: 'Conversion rate' },
  },
  revenueSplits: {
    name: 'Revenue split |||| Revenue splits',
    fields: { beneficiary: 'Beneficiary', establishmentKey: 'Organization', percentage: 'Percentage', description: 'Description' },
  },
  users: {
    name: 'User |||| Users',
    fields: {
      title: 'Title', firstName: 'First name', middleName: 'Middle name', lastName: 'Last name', gender: 'Gender', emailAddress: 'Email',
      contactPhone1CountryCode: 'Country code', phoneNumber: 'Phone', userName: 'User name', password: 'Password',
      confirmPassword: 'Confirm password', userRole: 'Role', roleName: 'Role', type: 'Work type', establishmentKey: 'Working organization',
      associatedEstablishmentKey: 'Associated organizations', applicationAccess: 'Application access', isExternal: 'External user',
      isCitizen: 'Citizen', _citizenKey: 'Citizen', isActive: 'Active', isForceLogout: 'Force logout', company: 'Company',
      additionalInfo: 'Additional information', imageSrc: 'Photo', lastLogin: 'Last login',
    },
  },
  roles: {
    name: 'Role |||| Roles',
    fields: { name: 'Name', description: 'Description', userKey: 'Created by', roleList: 'Permissions' },
  },
  projects: {
    name: 'Project |||| Projects',
    fields: {
      projectName: 'Project name', projectType: 'Project type', provinceKey: 'Province', status: 'Status', dueDateDays: 'Due date (days)',
      splitFee: 'Split fee', sendSms: 'Send SMS', scheduler: 'Scheduler', smsText: 'SMS text', documentText: 'Document text',
      revenueSplit: 'Revenue split (%)',
    },
  },
  classifications: {
    name: 'Classification |||| Classifications',
    fields: { name: 'Name', code: 'Code', parentKey: 'Parent classification' },
  },
  sectors: {
    name: 'Sector |||| Sectors',
    fields: { name: 'Name', code: 'Code', parentKey: 'Parent sector' },
  },
  genders: { name: 'Gender |||| Genders', fields: { name: 'Name', code: 'Code' } },
  provinces: { name: 'Province |||| Provinces', fields: { name: 'Name', code: 'Code' } },
  cities: { name: 'City |||| Cities', fields: { name: 'Name', provinceKey: 'Province' } },
  communes: { name: 'Commune |||| Communes', fields: { name: 'Name', cityKey: 'City' } },
  quartiers: { name: 'Quartier |||| Quartiers', fields: { name: 'Name', communeKey: 'Commune' } },
  streets: { name: 'Street |||| Streets', fields: { name: 'Name', quartierKey: 'Quartier' } },
  zones: { name: 'Zone |||| Zones', fields: { name: 'Name', communeKey: 'Commune' } },
  currencies: {
    name: 'Currency |||| Currencies',
    fields: { code: 'Code', name: 'Name', symbol: 'Symbol', minorUnits: 'Minor units' },
  },
} as const;
