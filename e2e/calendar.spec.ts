import {
  createEstate,
  DEMO,
  expect,
  fillDialog,
  nzDate,
  seeToast,
  signInAs,
  test,
  ifMatchOf,
  SAME_ORIGIN,
} from './fixtures.js';

const monthLabel = (yyyyMm: string) =>
  new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yyyyMm}-01T00:00:00Z`),
  );

/** The month (YYYY-MM) `n` after this one. */
const shift = (yyyyMm: string, n: number) => {
  const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
};

/** The date six calendar months after `iso` (the s47 date of a grant on `iso`; days 1–28 only). */
const sixMonthsAfter = (iso: string) => `${shift(iso.slice(0, 7), 6)}-${iso.slice(8)}`;

test.use({ viewport: { width: 1280, height: 900 } });

test('the calendar shows the s47 date once a grant is recorded, adds an event, and moves by month', async ({
  page,
}) => {
  await signInAs(page, DEMO.lawyer);
  const run = Date.now().toString(36);
  const deceased = `Hemi Calendar-${run}`;
  const meetingTitle = `Calendar meeting ${run}`;
  const estateId = await createEstate(page, deceased);
  // A grant on the 10th of last month: its s47 date is six months on, in a month of its own.
  const grant = `${shift(nzDate().slice(0, 7), -1)}-10`;
  const patched = await page.request.patch(`/api/estates/${estateId}`, {
    data: { grantDate: grant },
    headers: { ...SAME_ORIGIN, ...(await ifMatchOf(page, `/api/estates/${estateId}`)) },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const s47Month = sixMonthsAfter(grant).slice(0, 7);

  await page.goto(`/dashboard/calendar?month=${s47Month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(s47Month) })).toBeVisible();
  const s47 = page.getByRole('link', {
    name: new RegExp(`s47 date: distributions protected from today.*${deceased}`),
  });
  await expect(s47).toBeVisible();

  // Add an event on the same month through the kit's form.
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = await fillDialog(page, 'Add Event', {
    Title: meetingTitle,
    Date: `${s47Month}-15`,
    Time: '10:30',
    Type: 'Meeting',
  });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await seeToast(page, 'Event added');
  const meeting = page.getByRole('button', { name: new RegExp(`10:30 ${meetingTitle}`) });
  await expect(meeting).toBeVisible();
  await meeting.click();
  const opened = page.getByRole('dialog', { name: meetingTitle });
  await expect(opened).toContainText('10:30');
  await expect(opened.getByRole('button', { name: 'Edit' })).toBeVisible();
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toHaveCount(0);

  // Previous, Next and Today; the month is in the URL, so back returns to it.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(shift(s47Month, 1)) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`month=${shift(s47Month, 1)}`));
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(shift(s47Month, -1)) })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(nzDate().slice(0, 7)) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(shift(s47Month, -1)) })).toBeVisible();

  // The agenda lists the same month's items; the s47 link leads to the estate's distribution.
  await page.goto(`/dashboard/calendar?month=${s47Month}&view=agenda`);
  await expect(page.getByRole('button', { name: new RegExp(meetingTitle) })).toBeVisible();
  await page
    .getByRole('link', { name: /s47 date/ })
    .filter({ hasText: deceased })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/estates/${estateId}/distribution`));
});
