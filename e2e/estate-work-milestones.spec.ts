import {
  createEstate,
  DEMO,
  expect,
  expectNoA11yViolations,
  fillDialog,
  nzDate,
  signInAs,
  signUpAs,
  statCard,
  test,
  seeToast,
} from './fixtures.js';

/*
 * Timeline Milestones and Risk Assessment (issue 13): a lawyer adds two milestones, one depending on
 * the other, is told to complete the first before the second, completes them in order and deletes
 * one; an overdue milestone is counted; a risk of high impact and high likelihood is a High risk.
 */

test.describe('estate milestones and risks', () => {
  test('milestones are completed in the order of their dependencies; overdue is counted', async ({
    page,
  }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Rangi Lawyer');
    const estateId = await createEstate(page, `Hōhepa Milestone ${Date.now().toString(36)}`);
    await page.goto(`/dashboard/estates/${estateId}`);
    await page
      .getByRole('navigation', { name: 'Estate sections' })
      .getByRole('link', { name: 'Milestones', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline Milestones' })).toBeVisible();

    // The first milestone, given to the lawyer (someone on the estate).
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    let dialog = await fillDialog(page, 'Add Milestone', {
      Milestone: 'Grant of probate issued',
      'Due date': nzDate(30),
      Priority: 'High',
      Assignee: 'Rangi Lawyer (Lawyer)',
    });
    await expect(dialog.getByText('No other milestones yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Milestone' }).click();
    await seeToast(page, 'Milestone added');
    const probate = page.getByRole('row', { name: /Grant of probate issued/ });
    await expect(probate).toContainText('Rangi Lawyer');
    await expect(probate).toContainText('Milestone 1');

    // The second depends on the first.
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    dialog = await fillDialog(page, 'Add Milestone', {
      Milestone: 'Assets collected',
      'Due date': nzDate(60),
    });
    await dialog.getByRole('checkbox', { name: 'Milestone 1: Grant of probate issued' }).check();
    await expectNoA11yViolations(page, 'add milestone dialog with a dependency');
    await dialog.getByRole('button', { name: 'Save Milestone' }).click();
    await seeToast(page, 'Milestone added');
    const assets = page.getByRole('row', { name: /Assets collected/ });
    await expect(assets.getByRole('list', { name: 'Depends on' })).toHaveText(
      /Milestone 1: Grant of probate issued/,
    );
    await expect(statCard(page, 'Pending')).toContainText('2');

    // Completing the dependent first is refused, on the Status field, in words.
    await page.getByRole('button', { name: 'Edit Assets collected' }).click();
    dialog = await fillDialog(page, 'Edit Milestone', { Status: 'Completed' });
    await expect(
      dialog.getByRole('checkbox', { name: 'Milestone 1: Grant of probate issued' }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: 'Update Milestone' }).click();
    await expect(
      dialog.getByText('Complete “Grant of probate issued” first: this milestone depends on it.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(assets).toContainText('Pending');

    // In order: the first (dated today when no date is given), then the second.
    await page.getByRole('button', { name: 'Edit Grant of probate issued' }).click();
    dialog = await fillDialog(page, 'Edit Milestone', { Status: 'Completed' });
    await dialog.getByRole('button', { name: 'Update Milestone' }).click();
    await seeToast(page, 'Milestone updated');
    const today = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${nzDate(0)}T00:00:00Z`),
    );
    await expect(probate).toContainText(`Completed ${today}`);
    await page.getByRole('button', { name: 'Edit Assets collected' }).click();
    dialog = await fillDialog(page, 'Edit Milestone', { Status: 'Completed' });
    await dialog.getByRole('button', { name: 'Update Milestone' }).click();
    await seeToast(page, 'Milestone updated');
    await expect(statCard(page, 'Completed')).toContainText('2');
    await expect(statCard(page, 'Pending')).toContainText('0');

    // A milestone past its due date is overdue, and counted so.
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    dialog = await fillDialog(page, 'Add Milestone', {
      Milestone: 'Notice to creditors published',
      'Due date': nzDate(-3),
      Priority: 'Low',
    });
    await dialog.getByRole('button', { name: 'Save Milestone' }).click();
    await expect(page.getByRole('row', { name: /Notice to creditors/ })).toContainText('Overdue');
    await expect(statCard(page, 'Overdue')).toContainText('1');

    // The priority filter, kept over a reload.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Priority', { exact: true }).selectOption({ label: 'Low' });
    await expect(page.getByRole('row', { name: /Grant of probate issued/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: /Notice to creditors/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Grant of probate issued/ })).toHaveCount(0);
    await page.getByLabel('Priority', { exact: true }).selectOption({ label: 'All Priorities' });

    // Deleting the first: the second no longer lists it.
    await page.getByRole('button', { name: 'Delete Grant of probate issued' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Grant of probate issued' });
    await expect(confirm).toContainText('Milestones that depend on it will no longer wait for it.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeToast(page, 'Milestone deleted');
    await page.reload();
    await expect(page.getByRole('row', { name: /Grant of probate issued/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Assets collected/ })).toContainText('None');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `timeline milestones at ${width}px`);
    }
  });

  test('a risk of high impact and high likelihood is a High risk', async ({ page }) => {
    await signUpAs(page, 'lawyer', 'Mere Lawyer');
    const estateId = await createEstate(page, `Tīmoti Risk ${Date.now().toString(36)}`);
    await page.goto(`/dashboard/estates/${estateId}`);
    await page
      .getByRole('navigation', { name: 'Estate sections' })
      .getByRole('link', { name: 'Risk Assessment', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Risk Assessment' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Risk' }).click();
    const dialog = await fillDialog(page, 'Add Risk', {
      Risk: 'Family Protection Act claim',
      Category: 'Legal',
      Impact: 'High',
      Likelihood: 'High',
      Owner: 'Mere Lawyer',
      'Mitigation plan': 'Hold distribution until the claim period ends.',
    });
    await dialog.getByRole('button', { name: 'Save Risk' }).click();
    await seeToast(page, 'Risk added');
    const row = page.getByRole('row', { name: /Family Protection Act claim/ });
    await expect(row).toContainText('Impact: High · Likelihood: High');
    await expect(statCard(page, 'High Risk')).toContainText('1');
    await expect(statCard(page, 'Medium Risk')).toContainText('0');

    // Lowering the likelihood makes it a medium risk.
    await page.getByRole('button', { name: 'Edit Family Protection Act claim' }).click();
    const edit = await fillDialog(page, 'Edit Risk', { Likelihood: 'Low' });
    await edit.getByRole('button', { name: 'Update Risk' }).click();
    await seeToast(page, 'Risk updated');
    await expect(statCard(page, 'Medium Risk')).toContainText('1');
    await expect(statCard(page, 'High Risk')).toContainText('0');

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Financial' });
    await expect(row).toHaveCount(0);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Legal' });
    await expect(row).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `risk assessment at ${width}px`);
    }
  });

  test('a beneficiary reads the milestones, and is told the risks are for those who run the estate', async ({
    page,
  }) => {
    await signInAs(page, DEMO.beneficiary);
    const res = await page.request.get('/api/estates/options');
    const { items } = (await res.json()) as { items: { estateId: string; deceasedName: string }[] };
    const estate = items.find((e) => e.deceasedName === 'Margaret Anne Wilson')!;
    await page.goto(`/dashboard/estates/${estate.estateId}/timeline/milestones`);
    const final = page.getByRole('row', { name: /Final distribution/ });
    await expect(final).toContainText('Emma Executor');
    await expect(final.getByRole('list', { name: 'Depends on' })).toContainText('Milestone 2');
    await expect(page.getByRole('button', { name: 'Add Milestone' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    await page.goto(`/dashboard/estates/${estate.estateId}/risk-assessment`);
    await expect(
      page.getByText("Only the estate's lawyer, its executor or an admin can see this."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Risk' })).toHaveCount(0);
    await expectNoA11yViolations(page, 'risk assessment as a beneficiary');
  });
});
