import AddIcon from '@mui/icons-material/Add';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import { Badge, Box, Button, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { canPerform } from '../../../domain/permissions';
import { useSession } from '../../providers/use-session';
import { PageHeader } from '../../schema-ui/views/PageHeader';
import { ApprovalQueue } from './ApprovalQueue';
import { BirthDetail } from './BirthDetail';
import { BirthList } from './BirthList';
import { BirthOutbox } from './BirthOutbox';
import { DeclareBirth } from './DeclareBirth';
import { useBirthOutbox } from './outbox/use-birth-outbox';
import { SendNowButton } from './SendNowButton';
import { useHospitals } from '../health/hospitals';
import { useOfflineNote } from '../../offline/offline-note';

type Section = 'register' | 'outbox' | 'queue';
const PATHS: Record<Section, string> = { register: '/birth', outbox: '/birth/outbox', queue: '/birth/queue' };

/** The register, the outbox (declarers) and the approval queue (Health Approver), as tabs that are links. */
function BirthSections({ section, children }: { section: Section; children: ReactNode }) {
  const translate = useTranslate();
  // One line about the network, the shell's, in the births' words; the outbox tab gives its own.
  useOfflineNote(section === 'outbox' ? undefined : 'births.page.offline');
  const roleList = useSession().user?.role?.roleList;
  const canDeclare = canPerform(roleList, 'Birth', 'create');
  const canDecide = canPerform(roleList, 'Health Approver', 'read');
  const { entries } = useBirthOutbox();
  const sections: Section[] = ['register', ...(canDeclare ? (['outbox'] as const) : []), ...(canDecide ? (['queue'] as const) : [])];
  const waiting = entries.length;
  return (
    <>
      <PageHeader
        title={translate('births.page.title')}
        subtitle={translate('births.page.subtitle')}
        icon={ChildFriendlyIcon}
        actions={
          canDeclare && (
            <Button component={Link} to="/birth/declare" variant="contained" startIcon={<AddIcon />}>
              {translate('births.page.declare')}
            </Button>
          )
        }
      />
      {sections.length > 1 && (
        <Tabs value={section} aria-label={translate('births.page.tabsLabel')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
          {sections.map((name) => (
            <Tab
              key={name}
              value={name}
              component={Link}
              to={PATHS[name]}
              id={`birth-tab-${name}`}
              aria-controls="birth-panel"
              label={
                name === 'outbox' && waiting ? (
                  <Badge badgeContent={waiting} color="warning" sx={{ pr: 1.5 }}>
                    {translate('births.page.tabs.outbox')}
                  </Badge>
                ) : (
                  translate(`births.page.tabs.${name}`)
                )
              }
            />
          ))}
        </Tabs>
      )}
      <Box role="tabpanel" id="birth-panel" aria-labelledby={`birth-tab-${section}`} sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

function Register() {
  const hospitals = useHospitals();
  const canDecide = canPerform(useSession().user?.role?.roleList, 'Health Approver', 'update');
  return (
    <BirthSections section="register">
      <BirthList hospitals={hospitals.data ?? []} extraActions={canDecide ? <SendNowButton /> : undefined} />
    </BirthSections>
  );
}

/** Whichever births route is open, the outbox is started, so waiting declarations leave as soon as they can. */
function StartOutbox() {
  useBirthOutbox();
  return null;
}

/**
 * /birth: hospitals declare births, connected or not (an outbox keeps what could not be sent), a
 * health approver decides with the probable duplicates in view, and approved births are sent to
 * the civil registry (by the scheduler, or at once with "Send to the registry now").
 */
export function BirthsPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StartOutbox />
      <Routes>
        <Route index element={<Register />} />
        <Route path="declare" element={<DeclareBirth />} />
        <Route
          path="outbox"
          element={
            <BirthSections section="outbox">
              <BirthOutbox />
            </BirthSections>
          }
        />
        <Route
          path="queue"
          element={
            <BirthSections section="queue">
              <ApprovalQueue />
            </BirthSections>
          }
        />
        <Route path=":key" element={<BirthDetail />} />
      </Routes>
    </Box>
  );
}
