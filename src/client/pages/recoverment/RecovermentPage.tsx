import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import { OverdueNotes } from './OverdueNotes';
import type { TaskState } from './recoverment-api';
import { RegenerationPanel } from './RegenerationPanel';
import { SummonsList } from './SummonsList';
import { SummonsTaskProgress } from './SummonsTaskProgress';

const SECTIONS = ['overdue', 'summonses', 'regeneration'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /recoverment: the receveur's overdue notes by recovery stage (summons and enforcement in
 * batches), the summonses issued, and the yearly property-tax regeneration.
 */
export function RecovermentPage() {
  const translate = useTranslate();
  const [section, setSection] = useState<Section>('overdue');
  const [task, setTask] = useState<TaskState | null>(null);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader title={translate('recoverment.title')} subtitle={translate('recoverment.subtitle')} icon={RestoreIcon} />
      <Tabs
        value={section}
        onChange={(_, next: Section) => setSection(next)}
        aria-label={translate('recoverment.sections')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {SECTIONS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`recoverment-tab-${name}`}
            aria-controls={`recoverment-panel-${name}`}
            label={translate(`recoverment.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`recoverment-panel-${section}`} aria-labelledby={`recoverment-tab-${section}`} sx={{ minWidth: 0 }}>
        {section === 'overdue' && (
          <>
            {task && <SummonsTaskProgress key={task._key} started={task} />}
            <OverdueNotes onSummonsStarted={setTask} />
          </>
        )}
        {section === 'summonses' && <SummonsList />}
        {section === 'regeneration' && <RegenerationPanel />}
      </Box>
    </Box>
  );
}
