import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ComesLaterPanel } from './ComesLaterPanel';
import type { ProjectRecord } from './ProjectDashboard';
import { ProjectActivityTab } from './ProjectActivityTab';
import { ProjectOverviewTab } from './ProjectOverviewTab';
import { ProjectRecordsTab } from './ProjectRecordsTab';
import { ProjectSchedulerLogsTab } from './ProjectSchedulerLogsTab';
import { ProjectSettlementTab } from './ProjectSettlementTab';
import { ProjectUsersTab } from './ProjectUsersTab';
import { tabLabelKey, type ProjectTab } from './project-tabs';

type Props = { tab: ProjectTab; project: ProjectRecord; member: boolean; ready: boolean };

/** What one dashboard tab shows. Lists wait until the project is the selected one (its Project-Key). */
export function ProjectTabContent({ tab, project, member, ready }: Props) {
  const translate = useTranslate();
  const title = translate(tabLabelKey(tab));
  if (tab.later) return <ComesLaterPanel title={translate('projects.later.title', { tab: title })} body={translate(`projects.later.${tab.path}`)} />;
  if (tab.path === 'overview') return <ProjectOverviewTab project={project} />;
  if (!member) return <Alert severity="info">{translate('projects.dashboard.notMember')}</Alert>;
  if (!ready) return <CircularProgress aria-label={translate('projects.dashboard.loading')} />;
  switch (tab.path) {
    case 'project-establishment':
      return (
        <ProjectRecordsTab
          resource="establishment"
          fields={['establishmentName', 'shortName', 'organizationNumber', 'sectorKey', 'size', 'parentKey']}
          filter={{ type: '2' }}
          rowClick="show"
        />
      );
    case 'project-bank-project':
      return (
        <ProjectRecordsTab
          resource="establishment"
          fields={['establishmentName', 'shortName', 'organizationNumber', 'parentKey']}
          filter={{ type: '3' }}
          rowClick="show"
        />
      );
    case 'project-currency':
      return <ProjectRecordsTab resource="currency-conversion" fields={['fromCurrency', 'toCurrency', 'conversionRate', 'validFrom']} />;
    case 'project-nomenclature':
      return (
        <ProjectRecordsTab
          resource="nomenclature"
          fields={['account', 'reason', 'taxType', 'taxGroup', 'taxFactorCitizen', 'taxFactorOrganization', 'validFrom', 'validTo']}
        />
      );
    case 'project-revenue-split':
      return <ProjectRecordsTab resource="revenue-split" fields={['beneficiary', 'establishmentKey', 'percentage']} />;
    case 'project-user':
      return <ProjectUsersTab project={project} />;
    case 'settlement':
      return <ProjectSettlementTab />;
    case 'scheduler-logs':
      return <ProjectSchedulerLogsTab projectKey={project.id} projectType={project.projectType} />;
    case 'project-user-activity':
      return <ProjectActivityTab />;
    default:
      return null;
  }
}
