import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { formatPhone } from '../../domain/phone';
import { citizenName, displayDate, type CitizenRecord } from '../../../resources/citizen/citizen-tabs';
import { ListErrorState } from '../schema-ui/list/ListErrorState';
import { ListPagination } from '../schema-ui/list/ListPagination';
import { CitizenApproverActions } from './CitizenApproverActions';
import { CitizenApproverCards } from './CitizenApproverCards';

const label = (field: string) => `resources.citizens.fields.${field}`;

/**
 * /citizen-approver: the citizens waiting for approval (access label 'Citizen Approver'). Each
 * row can be approved, rejected, merged into the record it duplicates, or updated first. On a
 * phone the rows are cards with their buttons on screen.
 */
export function CitizenApproverPage() {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('nav.citizenApprover')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('citizens.approver.intro')}
      </Typography>
      <List
        resource="citizen"
        title={false}
        filter={{ status: 'waiting' }}
        disableSyncWithLocation
        storeKey="citizenApprover"
        sort={{ field: 'lastName', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={false}
        empty={<Typography sx={{ p: 3 }}>{translate('citizens.approver.empty')}</Typography>}
        error={<ListErrorState name={translate('resources.citizens.name', { smart_count: 2 }).toLowerCase()} />}
        pagination={<ListPagination />}
      >
        {isPhone ? (
          <CitizenApproverCards />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/citizen/${encodeURIComponent(String(id))}/show`}>
            <FunctionField<CitizenRecord> source="lastName" label="citizens.approver.name" render={(r) => citizenName(r)} />
            <FunctionField<CitizenRecord> source="gender" label={label('gender')} render={(r) => (r.gender ? translate(`values.gender.${r.gender}`) : '')} />
            <FunctionField<CitizenRecord> source="dateOfBirth" label={label('dateOfBirth')} render={(r) => displayDate(r.dateOfBirth)} />
            <FunctionField<CitizenRecord>
              source="contactPhone1"
              label={label('contactPhone1')}
              sortable={false}
              render={(r) => formatPhone(r.contactPhone1CountryCode, r.contactPhone1)}
            />
            <TextField source="profession" label={label('profession')} sortable={false} />
            <CitizenApproverActions />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
