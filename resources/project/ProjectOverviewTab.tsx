import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useGetList, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { SPLIT_TOTAL_LIMIT, splitTotal } from '../../src/domain/revenue-split';
import { Link } from 'react-router-dom';
import { PROJECT_TYPES } from '../../src/domain/constants';
import { ChainHeadsPanel } from './ChainHeadsPanel';
import { HealthOverviewFigures } from './HealthOverviewFigures';
import type { ProjectRecord } from './ProjectDashboard';

/** The tax settings a health project does not use (no tax note, no revenue split, no SMS of a note). */
const TAX_ONLY_SETTINGS = new Set(['dueDateDays', 'revenueSplit', 'splitFee', 'sendSms', 'smsText']);

const yesNo = (value: unknown) => (value ? 'projects.overview.on' : 'projects.overview.off');

/** "100 % to 3 beneficiaries · province treasury 0 %": the Revenue split tab's total, what each payment is shared by. */
function useBeneficiariesText(enabled: boolean): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 4 });
  const splits = useGetList<{ id: string; percentage?: number }>(
    'revenue-split',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'beneficiary', order: 'ASC' } },
    { enabled },
  );
  if (!splits.data) return '…';
  const total = splitTotal(splits.data.map((split) => Number(split.percentage ?? 0)));
  return translate('projects.overview.revenueSplitValue', {
    total: number(total),
    smart_count: splits.data.length,
    treasury: number(splitTotal([SPLIT_TOTAL_LIMIT, -total])),
  });
}

/**
 * overview: the project's settings at a glance, with the way to change them. A health project
 * shows its own figures first (hospitals, births, deaths, GBV cases, the registry transmission)
 * and only the settings it uses. Both end with the audit trail's seal (the heads of its hash chains).
 */
export function ProjectOverviewTab({ project }: { project: ProjectRecord }) {
  const translate = useTranslate();
  const province = useGetOne<{ id: string; name?: string }>('provinces', { id: String(project.provinceKey ?? '') }, { enabled: Boolean(project.provinceKey) });
  const label = (field: string) => translate(`resources.projects.fields.${field}`);
  const health = project.projectType === PROJECT_TYPES.health;
  const splitText = useBeneficiariesText(!health);
  const rows: [string, string, string][] = [
    ['projectType', label('projectType'), translate(`values.projectType.${project.projectType}`)],
    ['provinceKey', label('provinceKey'), province.data?.name ?? String(project.provinceKey ?? '—')],
    ['status', label('status'), project.status ? translate(`values.status.${project.status}`) : '—'],
    ['dueDateDays', label('dueDateDays'), String(project.dueDateDays ?? '—')],
    // The share payments are split by is the Revenue split tab's; the project's own percentage field
    // is used by no computation, and shown here it read as a second, contradicting split (admin-health C4).
    ['revenueSplit', translate('projects.overview.revenueSplit'), splitText],
    ['splitFee', label('splitFee'), translate(yesNo(project.splitFee))],
    ['sendSms', label('sendSms'), translate(yesNo(project.sendSms))],
    ['scheduler', label('scheduler'), translate(yesNo(project.scheduler))],
    ['smsText', label('smsText'), String(project.smsText || '—')],
    ['documentText', label('documentText'), String(project.documentText || '—')],
  ];
  const shown = health ? rows.filter(([field]) => !TAX_ONLY_SETTINGS.has(field)) : rows;
  return (
    <>
      {health && <HealthOverviewFigures projectKey={project.id} />}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
          {shown.map(([, name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button component={Link} to="../settings" relative="path" startIcon={<EditIcon />} variant="outlined" sx={{ mt: 3 }}>
          {translate('projects.overview.edit')}
        </Button>
      </Paper>
      <ChainHeadsPanel projectKey={project.id} />
    </>
  );
}
