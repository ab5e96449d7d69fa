import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, projects, records, roles, users } from '../../db/schema';
import { establishmentNames } from '../establishments';
import type { PermissionEntry } from '../../../domain/access-labels';
import type { TokenPair } from './tokens';

export type SessionProject = {
  _key: string;
  projectKey: string;
  projectName: string;
  provinceKey: string | null;
  provinceName: string | null;
  projectType: string;
  status: string;
};

/** Session user: flat, as the client keeps it in local storage. */
export type SessionUser = TokenPair & {
  _key: string;
  userName: string;
  emailAddress: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  imageSrc: string | null;
  applicationAccess: string;
  /** '2' works for an organization, '3' for a bank: a bank's user records that bank's payments. */
  type: string;
  role: { _key: string | null; name: string; roleList: PermissionEntry[] };
  projectList: SessionProject[];
  userEstablishments: { _key: string; establishmentName: string }[];
  osmCountryKey: string;
  iso2: string;
  provinceName: string | null;
};

export async function buildSessionUser(db: Db, userKey: string, tokens: TokenPair): Promise<SessionUser> {
  const [row] = await db.select({ user: users, role: roles }).from(users).leftJoin(roles, eq(roles.key, users.userRole)).where(eq(users.key, userKey));
  const { user, role } = row;
  const projectRows = await db
    .select({ project: projects, provinceName: records.label })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.key, projectMembers.projectKey))
    .leftJoin(records, and(eq(records.key, projects.provinceKey), eq(records.resource, 'provinces')))
    .where(eq(projectMembers.userKey, userKey))
    .orderBy(asc(projects.projectName));
  const establishmentKeys = [user.establishmentKey, ...user.associatedEstablishmentKey].filter((k): k is string => Boolean(k));
  const userEstablishments = await establishmentNames(db, establishmentKeys);
  const projectList = projectRows.map(({ project, provinceName }) => ({
    _key: project.key,
    projectKey: project.key,
    projectName: project.projectName,
    provinceKey: project.provinceKey,
    provinceName,
    projectType: project.projectType,
    status: project.status,
  }));
  return {
    ...tokens,
    _key: user.key,
    userName: user.userName,
    emailAddress: user.emailAddress,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    imageSrc: user.imageSrc,
    applicationAccess: user.applicationAccess,
    type: user.type,
    role: { _key: role?.key ?? null, name: role?.name ?? '', roleList: role?.roleList ?? [] },
    projectList,
    userEstablishments,
    osmCountryKey: 'CD',
    iso2: 'CD',
    provinceName: projectList[0]?.provinceName ?? null,
  };
}
