import { Box, FormControl, InputLabel, MenuItem, Select, Stack, type SelectChangeEvent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { rangeProblem, REPORT_MAX_SPAN_DAYS } from '../../../domain/report-range';
import { useSession } from '../../providers/use-session';
import { projectKeyOf, sortedProjects } from '../../providers/session';
import { DayField } from '../../schema-ui/DayField';
import { ReportSelectFilter } from './ReportSelectFilter';
import { localToday, PERIOD_PRESETS, presetOf, presetRange, type PeriodPreset, type ReportFilterValues } from './report-filters';

type Props = { filters: ReportFilterValues; onChange: (next: ReportFilterValues) => void; children?: ReactNode };

const CUSTOM = 'custom';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period (presets or two days), the projects to add up (only when the user has several) and
 * the zone. A typed day applies once both days make a valid period, so a half-typed date never
 * sends a request the server would refuse. A report adds its own filters as children.
 */
export function ReportFilterBar({ filters, onChange, children }: Props) {
  const translate = useTranslate();
  const today = localToday();
  const preset = presetOf(filters, today) ?? CUSTOM;
  const [draft, setDraft] = useState({ from: filters.from, to: filters.to });
  const [shownFor, setShownFor] = useState(`${filters.from}/${filters.to}`);
  if (shownFor !== `${filters.from}/${filters.to}`) {
    setShownFor(`${filters.from}/${filters.to}`);
    setDraft({ from: filters.from, to: filters.to });
  }
  const problem = ISO_DAY.test(draft.from) && ISO_DAY.test(draft.to) ? rangeProblem(draft) : 'invalidDay';
  const typeDay = (side: 'from' | 'to') => (value: string) => {
    const next = { ...draft, [side]: value };
    setDraft(next);
    if (ISO_DAY.test(next.from) && ISO_DAY.test(next.to) && !rangeProblem(next)) onChange({ ...filters, ...next });
  };
  const pickPreset = (event: SelectChangeEvent) => {
    const value = event.target.value;
    if (value !== CUSTOM) onChange({ ...filters, ...presetRange(value as PeriodPreset, today) });
  };
  return (
    <Box component="section" aria-label={translate('reports.filters.label')} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
        <FormControl size="small" sx={{ minWidth: 190 }}>
          <InputLabel id="report-period-label">{translate('reports.filters.period')}</InputLabel>
          <Select labelId="report-period-label" label={translate('reports.filters.period')} value={preset} onChange={pickPreset}>
            {PERIOD_PRESETS.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`reports.filters.presets.${name}`)}
              </MenuItem>
            ))}
            <MenuItem value={CUSTOM} disabled>
              {translate('reports.filters.presets.custom')}
            </MenuItem>
          </Select>
        </FormControl>
        <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
          <DayField id="report-from" size="small" label={translate('reports.filters.from')} value={draft.from} onChange={typeDay('from')} />
          <DayField
            id="report-to"
            size="small"
            label={translate('reports.filters.to')}
            value={draft.to}
            onChange={typeDay('to')}
            error={
              problem === 'reversed' || problem === 'tooLong'
                ? translate(`errors.reportRange${problem === 'reversed' ? 'Reversed' : 'TooLong'}`, { days: REPORT_MAX_SPAN_DAYS + 1 })
                : undefined
            }
          />
        </Stack>
        <ProjectPicker filters={filters} onChange={onChange} />
        <ZonePicker filters={filters} onChange={onChange} />
        {children}
      </Stack>
    </Box>
  );
}

/** Several projects add up only for a user who belongs to several; otherwise the top bar's project is the one. */
function ProjectPicker({ filters, onChange }: Omit<Props, 'children'>) {
  const translate = useTranslate();
  const { user } = useSession();
  const projects = sortedProjects(user);
  if (projects.length < 2) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 220, maxWidth: '100%' }}>
      <InputLabel id="report-projects-label" shrink>
        {translate('reports.filters.projects')}
      </InputLabel>
      <Select
        multiple
        displayEmpty
        notched
        labelId="report-projects-label"
        label={translate('reports.filters.projects')}
        value={filters.projectKeys}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filters, projectKeys: typeof value === 'string' ? value.split(',').filter(Boolean) : value });
        }}
        renderValue={(keys) =>
          keys.length === 0
            ? translate('reports.filters.currentProject')
            : projects
                .filter((project) => keys.includes(projectKeyOf(project)))
                .map((project) => project.projectName)
                .join(', ')
        }
      >
        {projects.map((project) => (
          <MenuItem key={projectKeyOf(project)} value={projectKeyOf(project)}>
            {project.projectName}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * Zones are master data every signed-in user reads; at most a few hundred in a province. An
 * address holds its zone as typed text, so the filter sends the zone's name, which notes carry.
 */
function ZonePicker({ filters, onChange }: Omit<Props, 'children'>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const zones = useQuery({
    queryKey: ['reportZones'],
    queryFn: async () =>
      (await dataProvider.getList('zones', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} })).data,
    staleTime: 5 * 60_000,
  });
  return (
    <ReportSelectFilter
      id="report-zone"
      label={translate('reports.filters.zone')}
      allLabel={translate('reports.filters.allZones')}
      options={(zones.data ?? []).map((zone) => ({ key: String(zone.id), value: String(zone.name ?? zone.id), label: String(zone.name ?? zone.id) }))}
      value={filters.zone}
      onChange={(zone) => onChange({ ...filters, zone })}
      minWidth={180}
    />
  );
}
