import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';

/** A market-stall fee of the demo project: appraiser, quantity, approver, then receveur. */
const STALL_FEE = 'nom-marche-etal';

type Note = { _key: string; reference: string };

/** Creates notes as the demo appraiser would, through the API (the /taxation screen is tested apart). */
async function createNotes(request: APIRequestContext, citizenKey: string, name: string, months: string[]): Promise<Note[]> {
  const login = await request.post('/api/Authentication/login', { data: { userName: 'taxateur', password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}`, 'Project-Key': TAX_PROJECT.key };
  const notes: Note[] = [];
  for (const month of months) {
    const response = await request.post('/api/taxNote/notes', {
      headers,
      data: {
        taxType: 'fee',
        taxpayerKind: 'citizen',
        taxpayerKey: citizenKey,
        declarantName: name,
        responsibleName: name,
        phoneCountryCode: '243',
        phoneNumber: '812000401',
        period: 'once',
        periodStart: `2026-${month}-01`,
        items: [{ nomenclatureItemKey: STALL_FEE, stepValues: { quantity: '2' } }],
      },
    });
    const body = await response.json();
    expect(response.ok(), JSON.stringify(body)).toBeTruthy();
    notes.push(body.data);
  }
  return notes;
}

/** A fresh citizen with a few notes waiting for the approver; the name finds them in the queue. */
async function notesWaiting(request: APIRequestContext, count: number) {
  const lastName = unique('Marche');
  const citizen = await new AdminApi(request).createCitizen({ firstName: 'Ada', lastName });
  const months = ['01', '02', '03', '04'].slice(0, count);
  return { name: `Ada ${lastName}`, lastName, notes: await createNotes(request, citizen._key, `Ada ${lastName}`, months) };
}

async function openQueue(page: Page, search: string) {
  await page.goto('/approver');
  await page.getByRole('textbox', { name: /Search|Rechercher/ }).fill(search);
}

const switchUser = async (page: Page, userName: string, path: string) => {
  await new ShellPage(page).signOut();
  await new SignInPage(page).signInAs(userName, undefined, path);
};

test('the approver approves one note and rejects another, the receveur issues, a new amount goes through approval', async ({ page, request }) => {
  const { lastName, notes } = await notesWaiting(request, 3);
  const [first, second, third] = notes;

  await new SignInPage(page).signInAs('approver', undefined, '/approver');
  await openQueue(page, lastName);
  // Oldest first: the notes in the order they were created.
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(page.locator('tbody tr').first()).toContainText(first.reference);
  await expect(page.locator('tbody tr').first()).toContainText('Waiting for approval');
  await expect(page.locator('tbody tr').first()).toContainText('CDF');
  await page.screenshot({ path: 'tests/e2e/screenshots/approver-queue.png', animations: 'disabled' });

  await page.getByRole('button', { name: `Approve tax note ${first.reference}` }).click();
  const confirm = page.getByRole('dialog', { name: `Approve tax note ${first.reference}?` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Tax note ${first.reference} is approved successfully !!!`)).toBeVisible();

  await page.getByRole('button', { name: `Reject tax note ${second.reference}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject tax note ${second.reference}` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('A reason is required')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('Wrong market stall');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Tax note ${second.reference} is rejected successfully !!!`)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(third.reference);

  await page.goto(`/tax-note/${second._key}/show`);
  await expect(page.getByRole('heading', { level: 1, name: second.reference })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Status of the tax note' })).toHaveText('Rejected');
  const rejected = page.getByRole('region', { name: 'History' }).getByRole('listitem').last();
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('approver · ');
  await expect(rejected).toContainText('Reason: Wrong market stall');
  await expect(page.getByRole('group', { name: /Actions on tax note/ })).toHaveCount(0);

  // The receveur issues the approved note from its page.
  await switchUser(page, 'receveur', `/tax-note/${first._key}/show`);
  await expect(page.getByRole('group', { name: 'Status of the tax note' })).toContainText('Approved');
  await expect(page.getByTestId('tax-note-amount')).toHaveText(/^CDF\s30,000\.00$/);
  await expect(page.getByRole('table', { name: /^Computation of/ })).toContainText('Quantity');
  await page.getByRole('button', { name: 'Issue' }).click();
  await page
    .getByRole('dialog', { name: `Issue tax note ${first.reference}?` })
    .getByRole('button', { name: 'Issue' })
    .click();
  await expect(page.getByText(`Tax note ${first.reference} is issued successfully !!!`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Status of the tax note' })).toContainText('Issued');
  await expect(page.getByRole('button', { name: 'Issue' })).toHaveCount(0);

  // The appraiser asks for a new amount; it counts only once the approver approves it.
  await switchUser(page, 'taxateur', `/tax-note/${first._key}/show`);
  await page.getByRole('button', { name: 'Modify amount' }).click();
  const amend = page.getByRole('dialog', { name: `Modify the amount of ${first.reference}` });
  await amend.getByRole('textbox', { name: 'New amount (CDF)' }).fill('25000.50');
  await amend.getByRole('textbox', { name: 'Reason' }).fill('One stall only');
  await amend.getByRole('button', { name: 'Modify amount' }).click();
  await expect(page.getByText(`The new amount of ${first.reference} is sent for approval !!!`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'New amount requested' })).toContainText('CDF 25,000.50');
  await expect(page.getByTestId('tax-note-amount')).toHaveText(/^CDF\s30,000\.00$/);

  await switchUser(page, 'approver', `/tax-note/${first._key}/show`);
  await expect(page.getByRole('group', { name: 'Status of the tax note' })).toContainText('New amount awaiting approval');
  await page.getByRole('button', { name: 'Approve new amount' }).click();
  await page
    .getByRole('dialog', { name: `Approve the new amount of ${first.reference}?` })
    .getByRole('button', { name: 'Approve new amount' })
    .click();
  await expect(page.getByText(`The new amount of ${first.reference} is approved successfully !!!`)).toBeVisible();
  await expect(page.getByTestId('tax-note-amount')).toHaveText(/^CDF\s25,000\.50$/);
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([/Created/, /Approved/, /Issued/, /New amount requested/, /New amount approved/]);
  await page.screenshot({ path: 'tests/e2e/screenshots/tax-note-show.png', animations: 'disabled', fullPage: true });
});

test('the approver works in French', async ({ page, request }) => {
  const { lastName, notes } = await notesWaiting(request, 1);
  const [note] = notes;
  await new SignInPage(page).signInAs('approver');
  await new ShellPage(page).chooseLanguage('French');
  await openQueue(page, lastName);
  await expect(page.getByRole('heading', { level: 1, name: 'Approbateur' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText("En attente d'approbation");
  await expect(page.locator('tbody tr')).toContainText(/30\s000,00\sFC/);
  await page.getByRole('button', { name: `Approuver la note de taxation ${note.reference}` }).click();
  await page
    .getByRole('dialog', { name: `Approuver la note de taxation ${note.reference} ?` })
    .getByRole('button', { name: 'Approuver' })
    .click();
  await expect(page.getByText(`La note de taxation ${note.reference} est approuvée avec succès !!!`)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(0);

  await page.goto(`/tax-note/${note._key}/show`);
  await expect(page.getByRole('group', { name: 'Statut de la note de taxation' })).toContainText('Approuvée');
  await expect(page.getByRole('region', { name: 'Historique' }).getByRole('listitem')).toHaveText([/Créée/, /Approuvée/]);
  await expect(page.getByText('1 USD =')).toBeVisible();
});

test("the citizen's tax notes tab lists the citizen's notes, and warns when there are none", async ({ page, request }) => {
  const { name, notes } = await notesWaiting(request, 1);
  const api = new AdminApi(request);
  const citizen = await api.createCitizen({ firstName: 'Sans', lastName: unique('Note') });
  await new SignInPage(page).signInAs('admin');
  await new ShellPage(page).chooseProject(await api.projectName(TAX_PROJECT.key));

  await page.goto(`/tax-note/${notes[0]._key}/show`);
  await page.getByRole('link', { name }).click();
  await page.getByRole('tab', { name: 'Tax notes' }).click();
  await expect(page).toHaveURL(/\/show\/citizen-tax-note$/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(notes[0].reference);

  await page.goto(`/citizen/${citizen._key}/show/citizen-tax-note`);
  await expect(page.getByText('No further tax notes were found for this citizen.')).toBeVisible();
});
