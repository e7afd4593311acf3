import type { Page } from '@playwright/test';
import {
  createEstate,
  DEMO,
  expect,
  expectNoA11yViolations,
  fillDialog,
  nzDate,
  openSection,
  signInAs,
  signUpAs,
  statCard,
  test,
  seeToast,
} from './fixtures.js';

/*
 * Estate Workflow and Compliance Tracking (issue 13). A lawyer adds, edits and deletes a stage of the
 * firm's; starts one of the estate's own stages from the workflow (the estate page follows) and moves
 * the estate with Update Status (the workflow follows); the estate's own stages cannot be deleted. A
 * new estate carries the New Zealand obligations; one past its due date is overdue and counted.
 */

const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const stageRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test.describe('estate workflow and compliance', () => {
  test("the workflow and the estate's stage move together; the firm's stages are free", async ({ page }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Tama Workflow');
    const estateId = await createEstate(page, `Huia Workflow ${Date.now().toString(36)}`);
    await openSection(page, estateId, 'Workflow', 'Estate Workflow');

    // The estate's own six stages, Initial under way.
    await expect(stageRow(page, 'Initial')).toContainText('In Progress');
    await expect(stageRow(page, 'Closed')).toContainText('Pending');
    await expect(statCard(page, 'Total')).toContainText('6');
    await expect(statCard(page, 'In Progress')).toContainText('1');

    // A stage of the firm's, placed between Initial and Application Filed.
    await page.getByRole('button', { name: 'New Stage' }).click();
    let dialog = await fillDialog(page, 'New Stage', {
      Stage: 'Date-of-death valuations ordered',
      Position: '150',
      Status: 'In Progress',
      Owner: 'Tama Workflow',
      'Due date': nzDate(14),
    });
    await expectNoA11yViolations(page, 'new stage dialog');
    await dialog.getByRole('button', { name: 'Save Stage' }).click();
    await seeToast(page, 'Stage added');
    const valuations = stageRow(page, 'Date-of-death valuations ordered');
    await expect(valuations).toContainText('Firm stage');
    await expect(page.getByRole('row').nth(2)).toContainText('Date-of-death valuations ordered');
    await expect(statCard(page, 'Total')).toContainText('7');
    await expect(statCard(page, 'In Progress')).toContainText('2');

    await page.getByRole('button', { name: 'Edit Date-of-death valuations ordered' }).click();
    dialog = await fillDialog(page, 'Edit Stage', { Status: 'Completed' });
    await dialog.getByRole('button', { name: 'Update Stage' }).click();
    await seeToast(page, 'Stage updated');
    await expect(valuations).toContainText('Completed');
    await expect(valuations).toContainText(shown(nzDate(0)));

    // The estate's own stage: its name is fixed, it has no Delete, and starting it moves the estate.
    await expect(page.getByRole('button', { name: 'Delete Initial' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Grant Issued' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Stage' });
    await expect(dialog.getByText("One of the estate's own stages")).toBeVisible();
    await expect(dialog.getByLabel('Stage', { exact: true })).toHaveCount(0);
    await fillDialog(page, 'Edit Stage', { Status: 'In Progress' });
    await dialog.getByRole('button', { name: 'Update Stage' }).click();
    await seeToast(page, 'Stage updated');
    await expect(stageRow(page, 'Initial')).toContainText('Completed');
    await expect(stageRow(page, 'Application Filed')).toContainText('Completed');
    await expect(stageRow(page, 'Grant Issued')).toContainText('In Progress');

    await page.goto(`/dashboard/estates/${estateId}`);
    await expect(page.getByRole('definition').filter({ hasText: 'Grant Issued' })).toBeVisible();

    // Update Status on the estate page moves the workflow.
    await page.getByRole('button', { name: 'Update Status' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Update Status' });
    await statusDialog.getByLabel('Stage').selectOption('distribution');
    await statusDialog.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, 'Estate status updated');
    await openSection(page, estateId, 'Workflow', 'Estate Workflow');
    await expect(stageRow(page, 'Administration')).toContainText('Completed');
    await expect(stageRow(page, 'Distribution')).toContainText('In Progress');
    await expect(stageRow(page, 'Closed')).toContainText('Pending');

    // The status filter, kept over a reload.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In Progress' });
    await expect(stageRow(page, 'Initial')).toHaveCount(0);
    await page.reload();
    await expect(stageRow(page, 'Distribution')).toBeVisible();
    await expect(stageRow(page, 'Initial')).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Statuses' });

    await page.getByRole('button', { name: 'Delete Date-of-death valuations ordered' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Date-of-death valuations ordered' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await seeToast(page, 'Stage deleted');
    await page.reload();
    await expect(stageRow(page, 'Initial')).toBeVisible();
    await expect(valuations).toHaveCount(0);
    await expect(statCard(page, 'Total')).toContainText('6');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `estate workflow at ${width}px`);
    }
  });

  test('a new estate carries the New Zealand obligations; overdue is counted from the due date', async ({
    page,
  }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Ana Compliance');
    const estateId = await createEstate(page, `Kererū Compliance ${Date.now().toString(36)}`);
    await openSection(page, estateId, 'Compliance', 'Compliance Tracking');
    await expect(page.getByRole('row', { name: /date-of-death income tax return \(IR3\)/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Family Protection Act/ })).toContainText('Not set');
    const overdueBefore = Number((await statCard(page, 'Overdue').innerText()).match(/\d+/)![0]);

    await page.getByRole('button', { name: 'Add Requirement' }).click();
    let dialog = await fillDialog(page, 'Add Requirement', {
      Requirement: 'Send the IR6 estate return',
      Authority: 'Inland Revenue',
      Priority: 'High',
      'Due date': nzDate(-1),
      'Assigned to': 'Ana Compliance',
    });
    await dialog.getByRole('button', { name: 'Save Requirement' }).click();
    await seeToast(page, 'Requirement added');
    const ir6 = page.getByRole('row', { name: /Send the IR6 estate return/ });
    await expect(ir6).toContainText('Overdue');
    await expect(statCard(page, 'Overdue')).toContainText(String(overdueBefore + 1));

    // The status filter finds it by its computed status; the priority filter leaves it out.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Overdue' });
    await expect(ir6).toBeVisible();
    await page.getByLabel('Priority', { exact: true }).selectOption({ label: 'Low' });
    await expect(ir6).toHaveCount(0);
    await page.getByLabel('Priority', { exact: true }).selectOption({ label: 'All Priorities' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Statuses' });

    // Completed, it is no longer overdue.
    await page.getByRole('button', { name: 'Edit Send the IR6 estate return' }).click();
    dialog = await fillDialog(page, 'Edit Requirement', { Status: 'Completed', 'Completed date': nzDate(0) });
    await dialog.getByRole('button', { name: 'Update Requirement' }).click();
    await seeToast(page, 'Requirement updated');
    await expect(ir6).toContainText('Completed');
    await expect(statCard(page, 'Overdue')).toContainText(String(overdueBefore));

    await page.getByRole('button', { name: 'Delete Send the IR6 estate return' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Send the IR6 estate return' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await seeToast(page, 'Requirement deleted');
    await page.reload();
    await expect(page.getByRole('row', { name: /Family Protection Act/ })).toBeVisible();
    await expect(ir6).toHaveCount(0);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `compliance tracking at ${width}px`);
    }
  });

  test('a beneficiary reads the workflow but not the compliance list', async ({ page }) => {
    await signInAs(page, DEMO.beneficiary);
    const estates = (await (await page.request.get('/api/estates')).json()) as {
      items: { estateId: string }[];
    };
    const estateId = estates.items[0]!.estateId;
    await page.goto(`/dashboard/estates/${estateId}/workflow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Estate Workflow' })).toBeVisible();
    await expect(stageRow(page, 'Initial')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Stage' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await page.goto(`/dashboard/estates/${estateId}/compliance`);
    await expect(
      page.getByText("Only the estate's lawyer, its executor or an admin can see this."),
    ).toBeVisible();
  });
});
