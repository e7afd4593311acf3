import {
  createEstate,
  DEMO,
  expect,
  expectNoA11yViolations,
  nzDate,
  signInAs,
  signUpAs,
  statCard,
  test,
  SAME_ORIGIN,
} from './fixtures.js';

/**
 * Issue 19: what a lawyer or executor trips over on the dashboard and the tasks. Overdue is marked
 * on the Tasks page, the estate's Tasks tab and the dashboard (with its own count); Upcoming Tasks
 * lists work due from today; Upcoming Events shows the calendar; Recent Activity has View all; a
 * first visit says "Welcome" and later ones "Welcome back".
 */
test('a new lawyer sees overdue work marked everywhere, the next events, and a welcome that fits', async ({
  page,
}) => {
  test.slow(); // several pages and two viewports
  const run = Date.now().toString(36);
  const me = await signUpAs(page, 'lawyer', `Emma Lawyer${run}`);
  const firstName = `Emma`;

  // First visit: no earlier session, so "Welcome", and nothing on the calendar yet.
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${firstName}`, { exact: true })).toBeVisible();
  const events = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(events.getByText('No upcoming events.')).toBeVisible();
  await expect(events.getByRole('link', { name: 'View calendar' })).toHaveAttribute(
    'href',
    '/dashboard/calendar',
  );

  // An estate (died 2 Sep, opened today: no starter task starts overdue), one late task and an event.
  const deceased = `Wiremu Tardy-${run}`;
  const estateId = await createEstate(page, deceased);
  const late = `File the late return ${run}`;
  const created = await page.request.post('/api/tasks', {
    headers: { ...SAME_ORIGIN },
    data: { estateId, name: late, dueDate: nzDate(-30) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = `Meet the family ${run}`;
  const event = await page.request.post('/api/calendar-events', {
    headers: { ...SAME_ORIGIN },
    data: { title: meeting, date: nzDate(2), time: '', type: 'meeting', description: '', estate: '' },
  });
  expect(event.status(), await event.text()).toBe(201);

  // Tasks page: the late task is marked Overdue; the starter tasks are not.
  await page.goto('/dashboard/tasks');
  await expect(page.getByText("Tasks of your firm's estates and the others you work on.")).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(late) })).toContainText('Overdue');
  await expect(page.getByRole('row', { name: /Order death certificates/ })).not.toContainText('Overdue');
  await expect(page.getByText('Overdue', { exact: true })).toHaveCount(1);

  // The estate's Tasks tab marks it too.
  await page.goto(`/dashboard/estates/${estateId}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByRole('row', { name: new RegExp(late) })).toContainText('Overdue');
  await expect(page.getByRole('row', { name: /Order death certificates/ })).not.toContainText('Overdue');

  // Signing in again: "Welcome back". The dashboard counts it, lists it apart, and shows the event.
  await page.context().clearCookies(); // signed out on this browser, then in again
  await signInAs(page, me);
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome back, ${firstName}`, { exact: true })).toBeVisible();
  await expect(statCard(page, 'Overdue')).toContainText('1');
  const tasksPanel = page.getByRole('region', { name: 'Upcoming Tasks' });
  const overdue = tasksPanel.getByRole('region', { name: /^Overdue/ });
  await expect(overdue.getByRole('listitem')).toHaveCount(1);
  await expect(overdue.getByRole('listitem')).toContainText(late);
  await expect(overdue.getByRole('listitem')).toContainText('Overdue');
  const due = tasksPanel.getByRole('region', { name: 'Due from today' });
  await expect(due.getByRole('listitem')).toHaveCount(3);
  await expect(due).not.toContainText(late);
  await expect(events.getByRole('link', { name: meeting })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'View all' }),
  ).toHaveAttribute('href', '/dashboard/audit-log');

  await expectNoA11yViolations(page, 'dashboard at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'dashboard at 390 px');
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('row', { name: new RegExp(late) })).toBeVisible();
  await expectNoA11yViolations(page, 'tasks at 390 px');
});

test('an admin sees all tasks, recent estates of everyone, and the audit log from Recent Activity', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  // A late task on an estate of the admin's own, so the list has one whatever the demo's dates.
  const run = Date.now().toString(36);
  const estateId = await createEstate(page, `Ana Admin-${run}`);
  const late = `Admin's late task ${run}`;
  const created = await page.request.post('/api/tasks', {
    headers: { ...SAME_ORIGIN },
    data: { estateId, name: late, dueDate: nzDate(-200) },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/dashboard/tasks');
  await expect(page.getByText('All tasks, on every estate.')).toBeVisible();
  await expect(page.getByText('Tasks assigned to you.')).toHaveCount(0);
  await page.getByLabel('Search tasks').fill(late);
  await expect(page.getByRole('row', { name: new RegExp(late) })).toContainText('Overdue');

  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Estates' });
  await expect(recent.getByRole('link', { name: /^Estate of / }).first()).toBeVisible();
  await expect(recent.getByText('No estates found.')).toHaveCount(0);
  await expect(statCard(page, 'Overdue')).not.toContainText('—');
  await expect(
    page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'View all' }),
  ).toHaveAttribute('href', '/dashboard/audit-log');
});

test('an executor sees their own tasks, a View all to their estates, and nothing past due as upcoming', async ({
  page,
}) => {
  await signInAs(page, DEMO.executor);
  await page.goto('/dashboard/tasks');
  await expect(page.getByText('Tasks assigned to you.')).toBeVisible();
  await page.goto('/dashboard');
  const viewAll = page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('link', { name: 'View all' });
  await expect(viewAll).toHaveAttribute('href', /^\/dashboard\/estates(\/[^/]+\/timeline)?$/);
  // Upcoming Tasks never lists work due before today as upcoming.
  const due = page
    .getByRole('region', { name: 'Upcoming Tasks' })
    .getByRole('region', { name: 'Due from today' });
  await expect(due).toBeVisible();
  for (const text of await due.getByText(/^Due /).allTextContents())
    expect(text).not.toMatch(/(Jul|Aug|Sep|Oct) 2026/);
});

test('an estate administered without a grant dates the PRA option from the death', async ({ page }) => {
  await signUpAs(page, 'lawyer', 'Rangi Nogrant');
  // Died 2 September 2026 (createEstate): six months from the death is 2 March 2027.
  const estateId = await createEstate(page, `Tui Nogrant-${Date.now().toString(36)}`);
  await page.goto(`/dashboard/estates/${estateId}`);
  const pra = page.getByRole('row', { name: /Property \(Relationships\) Act/ });
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(pra).toContainText('Set once the grant date is known');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByLabel('Administered without a grant (s65 releases only)').check();
  await expect(page.getByText(/the PRA option now counts from the death/)).toBeVisible();
  await expect(page.getByText(/administered without a grant/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(pra).toContainText('2 Mar 2027');

  // Recording a grant ends it: the option counts from the grant again, and the choice is gone.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByLabel('Grant date').fill('2026-11-20');
  await page.getByRole('button', { name: 'Save grant date' }).click();
  await expect(page.getByLabel('Administered without a grant (s65 releases only)')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(pra).toContainText('20 May 2027');
});
