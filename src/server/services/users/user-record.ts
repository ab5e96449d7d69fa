import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: SPEC §3 field names, never the password hash. */
export function toApiUser(user: UserRow, roleName: string | null) {
  return {
    _key: user.key,
    userName: user.userName,
    title: user.title,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    gender: user.gender,
    emailAddress: user.emailAddress,
    contactPhone1CountryCode: user.contactPhone1CountryCode,
    phoneNumber: user.phoneNumber,
    imageSrc: user.imageSrc,
    userRole: user.roleKey,
    roleName,
    type: user.type,
    establishmentKey: user.establishmentKey,
    associatedEstablishmentKey: user.associatedEstablishmentKeys,
    applicationAccess: user.applicationAccess,
    company: user.company,
    additionalInfo: user.additionalInfo,
    isActive: user.isActive,
    isExternal: user.isExternal,
    isCitizen: user.isCitizen,
    _citizenKey: user.citizenKey,
    isForceLogout: user.isForceLogout,
    lastLogin: user.lastLoginAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export type ApiUser = ReturnType<typeof toApiUser>;
