import { addMonths, nzLongDate } from '@estate/domain';
import {
  createEstate,
  expect,
  expectNoA11yViolations,
  fillDialog,
  nzDate,
  openSection,
  seeToast,
  signUpAs,
  statCard,
  test,
  ifMatchOf,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * Estate Distribution and the claims register (issue 14): on an estate granted a month ago, a lawyer
 * sees why distributions are not yet safe and plans one (flagged as before the s47 date); then records
 * a notice of intended claim and sees when it lapses. Paying early with an override is in the journey,
 * e2e/estate-money-journey.spec.ts.
 */

test.describe('estate distribution', () => {
  test('the s47 banner, a distribution planned early is flagged; a notice of claim is registered', async ({
    page,
  }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Aroha Lawyer');
    const estateId = await createEstate(page, `Wiremu Distribution ${Date.now().toString(36)}`);
    const grant = addMonths(nzDate(), -1);
    const from = nzLongDate(addMonths(grant, 6));
    const patched = await page.request.patch(`/api/estates/${estateId}`, {
      data: { grantDate: grant },
      headers: { ...SAME_ORIGIN, ...(await ifMatchOf(page, `/api/estates/${estateId}`)) },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const heir = await page.request.post(`/api/estates/${estateId}/beneficiaries`, {
      data: { fullName: 'Sarah Wilson', relationship: 'daughter', sharePercent: '50' },
      headers: { ...SAME_ORIGIN },
    });
    expect(heir.status(), await heir.text()).toBe(201);

    await openSection(page, estateId, 'Distribution', 'Estate Distribution');
    await expect(page.getByText('Not yet safe to distribute')).toBeVisible();
    await expect(
      page.getByText(`Distributions are protected from ${from} (Administration Act s47).`),
    ).toBeVisible();

    // Plan one.
    await page.getByRole('button', { name: 'New Distribution' }).click();
    let dialog = await fillDialog(page, 'New Distribution', {
      Beneficiary: 'Sarah Wilson (daughter)',
      Type: 'Interim',
      'Amount ($)': '5000',
      'Planned date': nzDate(7),
    });
    await dialog.getByRole('button', { name: 'Save Distribution' }).click();
    await seeToast(page, 'Distribution added');
    const row = page
      .getByRole('region', { name: 'Distributions' })
      .getByRole('row', { name: /Sarah Wilson/ });
    await expect(row).toContainText('$5,000.00');
    await expect(row).toContainText(`Planned before the s47 date (${from})`);
    await expect(statCard(page, 'Pending')).toContainText('$5,000.00');

    // A notice of intended claim in the claims register, with the day it lapses.
    await openSection(page, estateId, 'Claims', 'Claims Register');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    dialog = await fillDialog(page, 'Add Entry', {
      Kind: 'Notice of intended claim',
      Claimant: 'James Wilson',
      'Date received': nzDate(-3),
    });
    // The Property (Relationships) Act option is only for that kind.
    await expect(dialog.getByLabel('Option chosen')).toHaveCount(0);
    await expectNoA11yViolations(page, 'claims register entry');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await seeToast(page, 'Entry added');
    await expect(page.getByRole('row', { name: /James Wilson/ })).toContainText(`Lapses on`);
    await expect(statCard(page, 'Notices Running')).toContainText('1');
  });
});
