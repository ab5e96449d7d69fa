import { checkUrlOf } from '../../../domain/document-token';
import { ageAtDeath, deceasedName } from '../../../domain/health-deaths';
import { translate } from '../../../i18n/translate';
import type { Db } from '../../db/open-db';
import type { DeathRow } from '../../db/schema';
import { maskName } from '../open/mask-name';
import { userNames } from '../tax-notes/note-view';
import { projectHeader, type ProjectHeader, type UnsignedFacts } from './document-facts';
import { day, drawFields, drawHeader, newPdf, pdfBytes, safeText, sectionTitle, translatorFor, CONTENT_WIDTH, MARGIN, type Translator } from './pdf-layout';
import { drawFooters, drawQr } from './pdf-page-marks';
import { signFacts } from './signing-keys';
import type { PrintedDocument, PrintOptions } from './tax-note-pdf';
import { dayInZone, dayTimeInZone } from '../../../domain/dated-money';

/**
 * What the QR code of a death certificate signs. The code is public (anyone holding the paper can
 * scan it), so it carries the deceased's name masked, never in full: the verifier compares it
 * with the paper. Amount and payment mean nothing here and are fixed (0, paid).
 */
export function deathCertificateFacts(death: DeathRow): UnsignedFacts {
  return {
    kind: 'deathCertificate',
    reference: death.certificateNumber ?? '',
    taxpayerName: maskName(deceasedName(death)),
    amount: 0,
    currency: 'CDF',
    paidState: 'paid',
    issuedOn: dayInZone(death.approvedAt ?? new Date()),
  };
}

const deathsTranslator =
  (options: PrintOptions): Translator =>
  (key, params) =>
    safeText(translate(options.language, `deaths.${key}`, params));

/** The certificate of an approved death, in the requester's language, with its signed QR code. */
export async function renderDeathCertificatePdf(
  death: DeathRow,
  header: ProjectHeader,
  approvedByName: string,
  token: string,
  options: PrintOptions,
): Promise<Buffer> {
  const documentsText = translatorFor(options.language);
  const t = deathsTranslator(options);
  const number = death.certificateNumber ?? '';
  const name = deceasedName(death);
  const doc = await newPdf(`${t('certificate.title')} ${number}`);
  drawHeader(doc, documentsText, header, t('certificate.title'), number);

  const age = ageAtDeath(death);
  sectionTitle(doc, t('certificate.deceased'));
  drawFields(doc, [
    [t('fields.deceasedName'), name],
    [t('fields.sex'), t(`sexes.${death.sex}`)],
    [t('fields.dateOfBirth'), death.dateOfBirth ? day(death.dateOfBirth) : undefined],
    [t('fields.age'), age === null ? undefined : t('fields.ageYears', { age })],
  ]);
  sectionTitle(doc, t('certificate.death'));
  drawFields(doc, [
    [t('fields.dateOfDeath'), day(death.dateOfDeath)],
    [t('fields.placeOfDeath'), death.placeKind === 'elsewhere' ? death.placeText : death.hospitalName],
    [t('fields.hospital'), death.hospitalName],
    [t('fields.zone'), death.zone ?? undefined],
    [t('fields.immediateCause'), death.immediateCause],
    [t('fields.icd10Code'), death.icd10Code ?? undefined],
  ]);
  sectionTitle(doc, t('certificate.declaration'));
  drawFields(doc, [
    [t('fields.declarant'), death.declarantName],
    [t('fields.declarantRelation'), t(`relations.${death.declarantRelation}`)],
    [t('fields.createdAt'), dayTimeInZone(death.createdAt)],
    [t('certificate.approvedBy'), t('certificate.declaredOn', { name: approvedByName, date: death.approvedAt ? dayTimeInZone(death.approvedAt) : '' })],
  ]);
  doc.y += 4;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('black')
    .text(
      t('certificate.attestation', {
        project: header.projectName,
        name,
        date: day(death.dateOfDeath),
        hospital: death.hospitalName,
        approvedOn: day(dayInZone(death.approvedAt ?? new Date())),
      }),
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  doc.y += 12;
  // The shared QR block speaks of notes and receipts; a certificate's warning names the health authority.
  const qrText: Translator = (key, params) => (key === 'qr.warning' ? t('certificate.qrWarning') : documentsText(key, params));
  await drawQr(doc, qrText, checkUrlOf(options.origin, token), options.origin);
  drawFooters(doc, documentsText, dayTimeInZone(options.now ?? new Date()));
  return pdfBytes(doc);
}

/** Signs and prints the certificate of an approved death (the caller checked the state). */
export async function deathCertificatePdf(db: Db, death: DeathRow, options: PrintOptions): Promise<PrintedDocument> {
  const approvedBy = death.approvedBy ?? '';
  const [names, header] = await Promise.all([userNames(db, [approvedBy]), projectHeader(db, death.projectKey)]);
  const token = await signFacts(db, deathCertificateFacts(death));
  const bytes = await renderDeathCertificatePdf(death, header, names.get(approvedBy) ?? approvedBy, token, options);
  const fileName = translate(options.language, 'deaths.certificate.fileName', { reference: death.certificateNumber ?? '' });
  return { bytes, token, fileName };
}
