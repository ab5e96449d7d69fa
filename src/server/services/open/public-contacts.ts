import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projects } from '../../db/schema';

export type PublicContact = { projectName: string; phone: string; email: string; address: string; hours: string };

/**
 * The contact details each enabled project publishes (its administrator edits them in the
 * project's settings), for the public /contact page. A project with none is left out.
 */
export async function publicContacts(db: Db): Promise<PublicContact[]> {
  return db
    .select({
      projectName: projects.projectName,
      phone: projects.contactPhone,
      email: projects.contactEmail,
      address: projects.contactAddress,
      hours: projects.contactHours,
    })
    .from(projects)
    .where(
      and(
        eq(projects.status, 'enabled'),
        or(ne(projects.contactPhone, ''), ne(projects.contactEmail, ''), ne(projects.contactAddress, ''), ne(projects.contactHours, '')),
      ),
    )
    .orderBy(asc(projects.projectName));
}
