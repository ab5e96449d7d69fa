import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/**
 * Four eyes on a new amount (issue 22, item 1), as two people at two browsers: one asks for the
 * new amount, the other finds it in the approver's queue of new amounts and decides it on the
 * note's page, next to the request's supporting document. The requester is offered no decision,
 * and the server refuses one typed by hand.
 */
const STALL_FEE = 'nom-marche-etal';
// Two people, two browsers, two sign-ins each: slower than one screen's test.
test.slow();

type Note = { _key: string; reference: string };

async function tokenOf(request: APIRequestContext, userName: string) {
  const login = await request.post('/api/Authentication/login', { data: { userName, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await login.json()).data.token}`, 'Project-Key': TAX_PROJECT.key };
}

/** A market-stall fee (CDF 30,000.00) of a fresh citizen, created by the taxateur and approved by the approver. */
async function approvedNote(request: APIRequestContext): Promise<Note & { lastName: string }> {
  const lastName = unique('Quatre');
  const citizen = await new AdminApi(request).createCitizen({ firstName: 'Ada', lastName });
  const created = await request.post('/api/taxNote/notes', {
    headers: await tokenOf(request, 'taxateur'),
    data: {
      taxType: 'fee',
      taxpayerKind: 'citizen',
      taxpayerKey: citizen._key,
      declarantName: `Ada ${lastName}`,
      responsibleName: `Ada ${lastName}`,
      phoneCountryCode: '243',
      phoneNumber: '812000401',
      period: 'once',
      periodStart: projectDay().iso,
      items: [{ nomenclatureItemKey: STALL_FEE, stepValues: { quantity: '2' } }],
    },
  });
  const note = (await created.json()).data as Note;
  expect(created.ok(), JSON.stringify(note)).toBeTruthy();
  const approved = await request.post(`/api/taxNote/notes/${note._key}/approve`, { headers: await tokenOf(request, 'approver'), data: {} });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return { ...note, lastName };
}

/** A second person's browser, with the suite's settings (its own storage: its own session). */
async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, serviceWorkers: 'block' });
  return context.newPage();
}

test('one person asks for a new amount, another finds it in the queue and approves it; the requester is offered no decision', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const note = await approvedNote(request);

  // The taxateur asks for the new amount on the note's page.
  await new SignInPage(page).signInAs('taxateur', undefined, `/tax-note/${note._key}/show`);
  await page.getByRole('button', { name: 'Modify amount' }).click();
  const amend = page.getByRole('dialog', { name: `Modify the amount of ${note.reference}` });
  await amend.getByRole('textbox', { name: 'New amount (CDF)' }).fill('10000');
  await amend.getByRole('textbox', { name: 'Reason' }).fill('Stall closed all month');
  await amend.getByRole('button', { name: 'Modify amount' }).click();
  await expect(page.getByText(`The new amount of ${note.reference} is sent for approval !!!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve new amount' })).toHaveCount(0);

  // The approver, at another browser, finds it among the new amounts to decide.
  const approverPage = await secondBrowser(browser, testInfo);
  await new SignInPage(approverPage).signInAs('approver', undefined, '/approver');
  await approverPage.getByRole('tab', { name: 'New amounts to decide' }).click();
  await approverPage.getByRole('textbox', { name: /Search/ }).fill(note.lastName);
  await expect(approverPage.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  // The row opens its note.
  await approverPage.getByRole('cell', { name: note.reference }).click();
  await expect(approverPage.getByRole('alert').filter({ hasText: 'New amount requested' })).toContainText('Stall closed all month');
  await approverPage.getByRole('button', { name: 'Approve new amount' }).click();
  await approverPage
    .getByRole('dialog', { name: `Approve the new amount of ${note.reference}?` })
    .getByRole('button', { name: 'Approve new amount' })
    .click();
  await expect(approverPage.getByText(`The new amount of ${note.reference} is approved successfully !!!`)).toBeVisible();
  await expect(approverPage.getByTestId('tax-note-amount')).toHaveText(/^CDF\s10,000\.00$/);
  await approverPage.context().close();

  // The requester's page, read again, shows the decided amount and still no decision.
  await page.reload();
  await expect(page.getByTestId('tax-note-amount')).toHaveText(/^CDF\s10,000\.00$/);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText('approver · ');
});

test('in French: the administrator holds every right, asks for a new amount, is offered no decision and refused one; the approver decides', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const note = await approvedNote(request);
  const projectName = await new AdminApi(request).projectName(TAX_PROJECT.key);

  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await shell.chooseProject(projectName);
  await page.goto(`/tax-note/${note._key}/show`);
  await page.getByRole('button', { name: 'Modifier le montant' }).click();
  const amend = page.getByRole('dialog', { name: `Modifier le montant de ${note.reference}` });
  await amend.getByRole('textbox', { name: /Nouveau montant/ }).fill('100');
  await amend.getByRole('textbox', { name: 'Motif' }).fill('Étal partagé');
  await amend.getByRole('button', { name: 'Modifier le montant' }).click();
  await expect(page.getByText(`Le nouveau montant de ${note.reference} est envoyé pour approbation !!!`)).toBeVisible();
  // Every right, yet no decision on his own request: neither approve nor reject.
  await expect(page.getByRole('button', { name: 'Approuver le nouveau montant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rejeter le nouveau montant' })).toHaveCount(0);

  // Typed by hand, the server refuses it, in French.
  const refused = await request.post(`/api/taxNote/notes/${note._key}/amendments/approve`, {
    headers: { ...(await tokenOf(request, 'admin')), 'Accept-Language': 'fr' },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    errorCode: 'FOUR_EYES',
    responseMessage: 'Vous avez demandé ce nouveau montant : un autre approbateur doit en décider.',
  });

  const approverPage = await secondBrowser(browser, testInfo);
  await new SignInPage(approverPage).signInAs('approver');
  await new ShellPage(approverPage).chooseLanguage('French');
  await approverPage.goto('/approver');
  await approverPage.getByRole('tab', { name: 'Nouveaux montants à décider' }).click();
  await approverPage.getByRole('textbox', { name: /Rechercher/ }).fill(note.lastName);
  await expect(approverPage.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  // The row opens its note.
  await approverPage.getByRole('cell', { name: note.reference }).click();
  await approverPage.getByRole('button', { name: 'Approuver le nouveau montant' }).click();
  await approverPage
    .getByRole('dialog', { name: `Approuver le nouveau montant de ${note.reference} ?` })
    .getByRole('button', { name: 'Approuver le nouveau montant' })
    .click();
  await expect(approverPage.getByText(`Le nouveau montant de ${note.reference} est approuvé avec succès !!!`)).toBeVisible();
  await expect(approverPage.getByTestId('tax-note-amount')).toHaveText(/^100,00\sFC$/);
  await approverPage.context().close();
});
