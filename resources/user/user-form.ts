import { DEFAULT_COUNTRY_CODE, WORK_TYPES, APPLICATION_ACCESS, PROJECT_TYPES } from '../../src/domain/constants';
import { associatedWithoutWorking, suggestedUserName, type UserFormMode } from '../../src/domain/user-rules';

/** User form, every input kept as the text or flag the dialog edits. */
export type UserFormValues = {
  _key?: string;
  _citizenKey: string;
  isCitizen: boolean;
  isExternal: boolean;
  isActive: boolean;
  title: string;
  gender: string;
  imageSrc: string;
  userName: string;
  emailAddress: string;
  firstName: string;
  middleName: string;
  lastName: string;
  contactPhone1CountryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  userRole: string;
  roleName: string;
  type: string;
  establishmentKey: string;
  associatedEstablishmentKey: string[];
  applicationAccess: string;
  company: string;
  additionalInfo: string;
};

/**
 * 'user' creates or updates through the server; 'nonUser' (an existing user picked in the
 * search) hands the form data back to the caller without any call.
 */
export type DialogKind = 'user' | 'nonUser';

export type UserFormState = {
  mode: UserFormMode;
  kind: DialogKind;
  /** Create mode starts on the Citizen search; the form shows once a person is picked or 'Add user' pressed. */
  stage: 'search' | 'form';
  values: UserFormValues;
  /** Fields the dialog shows but never lets the user change. */
  locked: readonly (keyof UserFormValues)[];
  /** An existing user picked who belongs to another project: the dialog offers to add them to this one. */
  outsideProject?: boolean;
};

/** Citizen and user search result. */
export type PersonResult = {
  _key: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  contactPhone1?: string;
  contactPhone1CountryCode?: string;
  documentKeyList?: { documentS3Key1?: string }[];
  isUser?: boolean;
  /** A user hit: whether they belong to the current project (false: another project's user the caller may add). */
  inProject?: boolean;
  /** The user record of a person who is a user (a citizen result's own key is the citizen's). */
  userKey?: string;
  isExternal?: boolean;
  userName?: string;
  roleName?: string;
  phoneNumber?: string;
};

/** A citizen owns their names and phone: the user record copies them and may not change them. */
export const CITIZEN_LOCKED: readonly (keyof UserFormValues)[] = ['firstName', 'middleName', 'lastName', 'contactPhone1CountryCode', 'phoneNumber'];

/** An existing user picked: every field shown comes from their record, so none can be typed in. */
export const EXISTING_USER_LOCKED: readonly (keyof UserFormValues)[] = Object.keys(emptyValues()) as (keyof UserFormValues)[];

/** The application access is fixed by the project type (a health project means the birth application). */
export function presetApplicationAccess(projectType: string | undefined): string {
  return projectType === PROJECT_TYPES.health ? APPLICATION_ACCESS.birth : APPLICATION_ACCESS.web;
}

export function emptyValues(projectType?: string): UserFormValues {
  return {
    _citizenKey: '',
    isCitizen: false,
    isExternal: false,
    isActive: true,
    title: '',
    gender: '',
    imageSrc: '',
    userName: '',
    emailAddress: '',
    firstName: '',
    middleName: '',
    lastName: '',
    contactPhone1CountryCode: DEFAULT_COUNTRY_CODE,
    phoneNumber: '',
    password: '',
    confirmPassword: '',
    userRole: '',
    roleName: '',
    type: WORK_TYPES.organization,
    establishmentKey: '',
    associatedEstablishmentKey: [],
    applicationAccess: presetApplicationAccess(projectType),
    company: '',
    additionalInfo: '',
  };
}

export function initialState(mode: UserFormMode, projectType?: string): UserFormState {
  return { mode, kind: 'user', stage: mode === 'create' ? 'search' : 'form', values: emptyValues(projectType), locked: mode === 'update' ? ['userName'] : [] };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const countryCode = (value: unknown): string => text(value).replace(/^\+/, '') || DEFAULT_COUNTRY_CODE;
const photoOf = (person: PersonResult): string => person.documentKeyList?.find((d) => d.documentS3Key1)?.documentS3Key1 ?? '';

/** 'Add user': a blank form, nothing locked. */
export function startBlank(state: UserFormState): UserFormState {
  return {
    ...state,
    kind: 'user',
    stage: 'form',
    locked: [],
    outsideProject: false,
    values: { ...emptyValues(), applicationAccess: state.values.applicationAccess },
  };
}

/**
 * A citizen picked in the search → user mode, names and phone locked, and (having no user
 * yet) the phone number without its country code as the suggested user name.
 * An existing user picked → non-user mode: their data fills the form, the dialog makes no call.
 */
export function pickPerson(state: UserFormState, person: PersonResult): UserFormState {
  const phone = text(person.phoneNumber ?? person.contactPhone1);
  const base: UserFormValues = {
    ...state.values,
    firstName: text(person.firstName),
    middleName: text(person.middleName),
    lastName: text(person.lastName),
    contactPhone1CountryCode: countryCode(person.contactPhone1CountryCode),
    phoneNumber: phone,
    imageSrc: photoOf(person),
    isExternal: person.isExternal ?? false,
  };
  if (person.isUser) {
    return {
      ...state,
      kind: 'nonUser',
      stage: 'form',
      locked: EXISTING_USER_LOCKED,
      outsideProject: person.inProject === false,
      values: {
        ...base,
        _key: person.userKey ?? person._key,
        userName: text(person.userName),
        roleName: text(person.roleName),
        password: '',
        confirmPassword: '',
      },
    };
  }
  return {
    ...state,
    kind: 'user',
    stage: 'form',
    outsideProject: false,
    locked: CITIZEN_LOCKED,
    values: { ...base, _citizenKey: person._key, isCitizen: true, userName: suggestedUserName(phone) },
  };
}

/** What the server refuses to change on one's own account (user-authority.ts): nobody raises or shields themselves. */
export const OWN_ACCOUNT_LOCKED = ['userRole', 'isActive'] as const;

/** The record GET utils/users/:key answers, as the update form edits it; `signedInKey` locks one's own role and status. */
export function fromUserRecord(state: UserFormState, record: Record<string, unknown>, signedInKey?: string): UserFormState {
  const values = { ...state.values };
  for (const field of Object.keys(values) as (keyof UserFormValues)[]) {
    const given = record[field];
    if (given === undefined || given === null) continue;
    (values as Record<string, unknown>)[field] =
      typeof values[field] === 'boolean' ? Boolean(given) : Array.isArray(values[field]) ? [...(given as string[])] : String(given);
  }
  values._key = text(record._key ?? record.id);
  values.contactPhone1CountryCode = countryCode(record.contactPhone1CountryCode);
  const locked: (keyof UserFormValues)[] = values._citizenKey ? [...CITIZEN_LOCKED, 'userName'] : ['userName'];
  if (signedInKey && values._key === signedInKey) locked.push(...OWN_ACCOUNT_LOCKED);
  return { ...state, stage: 'form', kind: 'user', values, locked };
}

/** Sets one field; a locked field keeps its value whatever the caller asks. */
export function setField<K extends keyof UserFormValues>(state: UserFormState, field: K, value: UserFormValues[K]): UserFormState {
  if (state.locked.includes(field)) return state;
  return { ...state, values: { ...state.values, [field]: value } };
}

/** Another work type means another organization list, so both selections are cleared. */
export function changeWorkType(state: UserFormState, type: string): UserFormState {
  if (type === state.values.type) return state;
  return { ...state, values: { ...state.values, type, establishmentKey: '', associatedEstablishmentKey: [] } };
}

/** The working organization never stays among the associated ones. */
export function chooseWorking(state: UserFormState, establishmentKey: string): UserFormState {
  const associated = associatedWithoutWorking(state.values.associatedEstablishmentKey, establishmentKey);
  return { ...state, values: { ...state.values, establishmentKey, associatedEstablishmentKey: associated } };
}

export function chooseAssociated(state: UserFormState, keys: readonly string[]): UserFormState {
  return { ...state, values: { ...state.values, associatedEstablishmentKey: associatedWithoutWorking([...new Set(keys)], state.values.establishmentKey) } };
}
