import { useTranslate } from 'react-admin';
import { ageAtDeath } from '../../../domain/health-deaths';
import { formatDay, formatDayTime } from '../../../domain/format';
import { formatPhone } from '../../../domain/phone';
import { FactList, type FactRow } from '../health/FactList';
import type { Death } from './deaths-api';

/** A declaration's facts as a definition list: label above value, two columns when there is room. */
export function DeathFacts({ death }: { death: Death }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`deaths.fields.${key}`);
  const age = ageAtDeath(death);
  const rows: FactRow[] = [
    [f('certificateNumber'), death.certificateNumber],
    [f('deceasedName'), death.deceasedName],
    [f('sex'), translate(`deaths.sexes.${death.sex}`)],
    [f('dateOfBirth'), death.dateOfBirth && formatDay(death.dateOfBirth)],
    [f('age'), age === null ? null : translate('deaths.fields.ageYears', { age })],
    [f('dateOfDeath'), formatDay(death.dateOfDeath)],
    [f('hospital'), death.hospitalName],
    [f('placeOfDeath'), death.placeKind === 'elsewhere' ? death.placeText : translate('deaths.placeKinds.hospital')],
    [f('immediateCause'), death.immediateCause],
    [f('icd10Code'), death.icd10Code],
    [f('zone'), death.zone],
    [f('declarant'), death.declarantName],
    [f('declarantRelation'), translate(`deaths.relations.${death.declarantRelation}`)],
    [f('declarantMobile'), formatPhone(death.declarantCountryCode, death.declarantMobile)],
    [f('rejectionReason'), death.state === 'rejected' ? death.rejectionReason : null],
    [f('createdAt'), formatDayTime(death.createdAt)],
    [f('approvedAt'), death.approvedAt && formatDayTime(death.approvedAt)],
  ];
  return <FactList rows={rows} />;
}
