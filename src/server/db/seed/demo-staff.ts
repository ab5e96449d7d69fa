import { ACCESS_LABELS, SUPER_ADMIN_ROLE, type AccessLabel, type PermissionEntry } from '../../../domain/access-labels';
import { permissionEntry } from '../../../domain/permissions';

export const DEMO_PASSWORD = 'Demo@2026';
export const TAX_PROJECT_KEY = 'proj-hk-tax';
export const HEALTH_PROJECT_KEY = 'proj-hk-health';

type Grant = 'all' | 'read' | Partial<Record<'isAccess' | 'read' | 'create' | 'update' | 'delete' | 'isPoc', boolean>>;
// Every role reads the user guide: it holds no data, and it is where a new member learns the job.
const role = (grants: Partial<Record<AccessLabel, Grant>>): PermissionEntry[] =>
  Object.entries({ ...grants, Docs: 'read' }).map(([name, flags]) => permissionEntry(name, flags as Grant));
const work = { isAccess: true, read: true, create: true, update: true } as const;

/** One role per staff role. The cashier has no Role, User or Project access. */
export const DEMO_ROLES: { key: string; name: string; description: string; roleList: PermissionEntry[] }[] = [
  {
    key: 'role-super-admin',
    name: SUPER_ADMIN_ROLE,
    description: 'Every area, every action',
    roleList: ACCESS_LABELS.map((label) => permissionEntry(label, { ...work, delete: true, isPoc: true })),
  },
  {
    key: 'role-taxateur',
    name: 'Taxateur',
    description: 'Appraiser: registers taxpayers and initiates taxation',
    roleList: role({
      Taxation: work,
      Fee: work,
      Citizen: work,
      Organization: work,
      Property: work,
      Vehicle: work,
      // Records a taxpayer's dispute on a note (Tax Note:update); the approver decides it (four eyes).
      'Tax Note': { isAccess: true, read: true, update: true },
      // Keeps the rental-contract register, as the appraiser's guide says (the object is taxed after).
      Rental: work,
      Analytics: 'read',
      'QR Code': 'read',
    }),
  },
  {
    key: 'role-approver',
    name: 'Approver',
    description: 'Approving officer: approves or rejects tax notes',
    roleList: role({
      Approver: work,
      // Reads notes only: who decides never also asks for new amounts or records disputes (four eyes).
      'Tax Note': 'read',
      'Citizen Approver': work,
      Citizen: 'read',
      Organization: 'read',
      Mitigation: 'read',
      'QR Code': 'read',
    }),
  },
  {
    key: 'role-receveur',
    name: 'Receveur',
    description: 'Division recovery officer: recovery, clearance and accounting',
    roleList: role({
      Recoverment: work,
      // The receveur issues approved notes from the approver's queue, without approving anything.
      Approver: 'read',
      Clearance: work,
      // The clearance screen searches the taxpayer a certificate is for.
      Citizen: 'read',
      Organization: 'read',
      'Tax Note': 'read',
      Payment: 'read',
      // Closes accounting months and approves reopenings (four eyes with the administrator).
      Accounting: work,
      // Four eyes on money: approves the transfers and conversion rates the administrator asks for.
      Financials: { isAccess: true, read: true, update: true },
      Banking: 'read',
      'QR Code': 'read',
    }),
  },
  {
    key: 'role-cashier',
    name: 'Cashier',
    description: 'Cash point: records payments',
    roleList: role({ Payment: work, 'Tax Note': 'read', Banking: 'read', 'QR Code': 'read' }),
  },
  {
    key: 'role-bank',
    name: 'Bank agent',
    description: 'Bank counter: records payments received by the bank',
    roleList: role({ Payment: work, Banking: 'read', 'Tax Note': 'read' }),
  },
  {
    key: 'role-poc',
    name: 'Point of collection',
    description: 'Point-of-collection and fee agent',
    roleList: role({ Payment: { ...work, isPoc: true }, Fee: { ...work, isPoc: true }, 'Tax Note': 'read' }),
  },
  {
    key: 'role-call-center',
    name: 'Call centre agent',
    description: 'Follows up unpaid tax notes',
    roleList: role({ 'Call Center': work, 'Tax Note': 'read', Citizen: 'read', Organization: 'read' }),
  },
  {
    key: 'role-registrar',
    name: 'Registrar',
    description: 'Health mode: births, deaths and GBV cases',
    roleList: role({ Analytics: 'read', Birth: work, GBV: work, Citizen: work }),
  },
  {
    key: 'role-health-supervisor',
    name: 'Health supervisor',
    description: 'Health mode: approves or rejects birth and death declarations',
    roleList: role({ 'Health Approver': work, Birth: 'read', Analytics: 'read' }),
  },
  {
    key: 'role-gbv-case-worker',
    name: 'GBV case worker',
    description: 'Health mode: records and follows the GBV cases assigned to them',
    roleList: role({ GBV: work }),
  },
  {
    key: 'role-gbv-supervisor',
    name: 'GBV supervisor',
    description: "Health mode: assigns GBV cases, reopens them and sees every survivor's details",
    roleList: role({ GBV: work, 'GBV Supervisor': work, Analytics: 'read' }),
  },
];

type DemoUser = {
  key: string;
  userName: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  phoneNumber: string;
  emailAddress: string;
  userRole: string;
  type: '2' | '3';
  establishmentKey: string;
  applicationAccess: '1' | '2';
  projects: string[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'user-admin',
    userName: 'admin',
    firstName: 'Christelle',
    lastName: 'Mbuyi',
    gender: 'Female',
    phoneNumber: '812345601',
    emailAddress: 'admin@mapato.example',
    userRole: 'role-super-admin',
    type: '2',
    establishmentKey: 'est-dgrhkat',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY, HEALTH_PROJECT_KEY],
  },
  {
    key: 'user-taxateur',
    userName: 'taxateur',
    firstName: 'Patrice',
    lastName: 'Kabongo',
    gender: 'Male',
    phoneNumber: '812345602',
    emailAddress: 'taxateur@mapato.example',
    userRole: 'role-taxateur',
    type: '2',
    establishmentKey: 'est-bureau-centre',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-approver',
    userName: 'approver',
    firstName: 'Jeanne',
    lastName: 'Kalala',
    gender: 'Female',
    phoneNumber: '812345603',
    emailAddress: 'approver@mapato.example',
    userRole: 'role-approver',
    type: '2',
    establishmentKey: 'est-dgrhkat',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-receveur',
    userName: 'receveur',
    firstName: 'Didier',
    lastName: 'Ilunga',
    gender: 'Male',
    phoneNumber: '812345604',
    emailAddress: 'receveur@mapato.example',
    userRole: 'role-receveur',
    type: '2',
    establishmentKey: 'est-bureau-kampemba',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-cashier',
    userName: 'cashier',
    firstName: 'Aline',
    lastName: 'Mwamba',
    gender: 'Female',
    phoneNumber: '812345605',
    emailAddress: 'cashier@mapato.example',
    userRole: 'role-cashier',
    type: '2',
    establishmentKey: 'est-bureau-centre',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-bank',
    userName: 'bank',
    firstName: 'Serge',
    lastName: 'Kasongo',
    gender: 'Male',
    phoneNumber: '812345606',
    emailAddress: 'bank@mapato.example',
    userRole: 'role-bank',
    type: '3',
    establishmentKey: 'est-rawbank',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-poc',
    userName: 'poc',
    firstName: 'Grâce',
    lastName: 'Nsimba',
    gender: 'Female',
    phoneNumber: '812345607',
    emailAddress: 'poc@mapato.example',
    userRole: 'role-poc',
    type: '2',
    establishmentKey: 'est-bureau-kampemba',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-callcenter',
    userName: 'callcenter',
    firstName: 'Junior',
    lastName: 'Tshibangu',
    gender: 'Male',
    phoneNumber: '812345608',
    emailAddress: 'callcenter@mapato.example',
    userRole: 'role-call-center',
    type: '2',
    establishmentKey: 'est-dgrhkat',
    applicationAccess: '1',
    projects: [TAX_PROJECT_KEY],
  },
  {
    key: 'user-registrar',
    userName: 'registrar',
    firstName: 'Esther',
    lastName: 'Mukendi',
    gender: 'Female',
    phoneNumber: '812345609',
    emailAddress: 'registrar@mapato.example',
    userRole: 'role-registrar',
    type: '2',
    establishmentKey: 'est-sendwe',
    applicationAccess: '2',
    projects: [HEALTH_PROJECT_KEY],
  },
  {
    key: 'user-supervisor',
    userName: 'supervisor',
    firstName: 'Joseph',
    lastName: 'Mulumba',
    gender: 'Male',
    phoneNumber: '812345610',
    emailAddress: 'supervisor@mapato.example',
    userRole: 'role-health-supervisor',
    type: '2',
    establishmentKey: 'est-sendwe',
    applicationAccess: '2',
    projects: [HEALTH_PROJECT_KEY],
  },
  {
    key: 'user-caseworker',
    userName: 'caseworker',
    firstName: 'Nathalie',
    lastName: 'Kapenda',
    gender: 'Female',
    phoneNumber: '812345611',
    emailAddress: 'caseworker@mapato.example',
    userRole: 'role-gbv-case-worker',
    type: '2',
    establishmentKey: 'est-sendwe',
    applicationAccess: '2',
    projects: [HEALTH_PROJECT_KEY],
  },
  {
    key: 'user-gbvsupervisor',
    userName: 'gbvsupervisor',
    firstName: 'Béatrice',
    lastName: 'Ngoy',
    gender: 'Female',
    phoneNumber: '812345612',
    emailAddress: 'gbvsupervisor@mapato.example',
    userRole: 'role-gbv-supervisor',
    type: '2',
    establishmentKey: 'est-cliniques-unilu',
    applicationAccess: '2',
    projects: [HEALTH_PROJECT_KEY],
  },
];

/** Organizations ('2', with a branch tree) and banks ('3') of the demo projects. */
export const DEMO_ESTABLISHMENTS = [
  {
    key: 'est-dgrhkat',
    projectKey: TAX_PROJECT_KEY,
    parentKey: null,
    type: '2',
    establishmentName: 'Direction Générale des Recettes du Haut-Katanga',
    shortName: 'DGRHKAT',
    organizationNumber: 'HK-0001',
  },
  {
    key: 'est-bureau-centre',
    projectKey: TAX_PROJECT_KEY,
    parentKey: 'est-dgrhkat',
    type: '2',
    establishmentName: 'Bureau Lubumbashi Centre',
    shortName: 'DGRHKAT-LSH',
    organizationNumber: 'HK-0002',
  },
  {
    key: 'est-bureau-kampemba',
    projectKey: TAX_PROJECT_KEY,
    parentKey: 'est-dgrhkat',
    type: '2',
    establishmentName: 'Bureau Kampemba',
    shortName: 'DGRHKAT-KPB',
    organizationNumber: 'HK-0003',
  },
  {
    key: 'est-bureau-likasi',
    projectKey: TAX_PROJECT_KEY,
    parentKey: 'est-dgrhkat',
    type: '2',
    establishmentName: 'Bureau Likasi',
    shortName: 'DGRHKAT-LKS',
    organizationNumber: 'HK-0004',
  },
  {
    key: 'est-rawbank',
    projectKey: TAX_PROJECT_KEY,
    parentKey: null,
    type: '3',
    establishmentName: 'Rawbank Lubumbashi',
    shortName: 'RAWBANK',
    organizationNumber: 'BK-0001',
  },
  {
    key: 'est-equity-bcdc',
    projectKey: TAX_PROJECT_KEY,
    parentKey: null,
    type: '3',
    establishmentName: 'Equity BCDC Lubumbashi',
    shortName: 'EQUITY',
    organizationNumber: 'BK-0002',
  },
  {
    key: 'est-tmb',
    projectKey: TAX_PROJECT_KEY,
    parentKey: null,
    type: '3',
    establishmentName: 'Trust Merchant Bank',
    shortName: 'TMB',
    organizationNumber: 'BK-0003',
  },
  {
    key: 'est-sendwe',
    projectKey: HEALTH_PROJECT_KEY,
    parentKey: null,
    type: '2',
    establishmentName: 'Hôpital Jason Sendwe',
    shortName: 'SENDWE',
    organizationNumber: 'HS-0001',
  },
  {
    key: 'est-cliniques-unilu',
    projectKey: HEALTH_PROJECT_KEY,
    parentKey: null,
    type: '2',
    establishmentName: 'Cliniques Universitaires de Lubumbashi',
    shortName: 'CU-UNILU',
    organizationNumber: 'HS-0002',
  },
];
