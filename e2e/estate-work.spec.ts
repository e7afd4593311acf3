import {
  createEstate,
  DEMO,
  expect,
  openSection,
  signInAs,
  test,
  ifMatchOf,
  SAME_ORIGIN,
} from './fixtures.js';

/*
 * The estate's working records together (issue 13): a lawyer reaches each section of a new estate
 * from the estate page's section navigation, records something in each, edits one and deletes one;
 * after a reload the Estate Timeline shows all of it, newest first. Each section's own form, filters
 * and cards are tested in its e2e/estate-work-<area>.spec.ts.
 */

const SECTIONS = [
  ['Workflow', 'Estate Workflow'],
  ['Compliance', 'Compliance Tracking'],
  ['Correspondence', 'Correspondence'],
  ['Notes & Comments', 'Notes & Comments'],
  ['Timeline', 'Estate Timeline'],
  ['Milestones', 'Timeline Milestones'],
  ['Due Diligence', 'Due Diligence Checklist'],
  ['Risk Assessment', 'Risk Assessment'],
  ['Stakeholders', 'Stakeholder Management'],
] as const;

test('every working section of a new estate is reachable and its records reach the timeline', async ({
  page,
}) => {
  await signInAs(page, DEMO.lawyer);
  const estateId = await createEstate(page, 'Hine Worksections');
  const estatePage = `/dashboard/estates/${estateId}`;

  for (const [link, heading] of SECTIONS) {
    await openSection(page, estateId, link, heading);
    await expect(page.getByRole('link', { name: 'Back to Estate', exact: true })).toBeVisible();
  }

  // One record in each kind, through the API the screens call.
  const people = (await (await page.request.get(`/api/estates/${estateId}/people`)).json()) as {
    userId: string;
  }[];
  const bodies: Record<string, object> = {
    'workflow-stages': { name: 'Valuation report commissioned', status: 'in_progress' },
    'compliance-items': { requirement: 'Close the GST registration', priority: 'low', status: 'pending' },
    correspondence: {
      type: 'call',
      direction: 'incoming',
      party: 'Westpac',
      date: '2026-09-01',
      subject: 'Balance at the date of death',
      status: 'sent',
    },
    notes: { title: 'Family meeting booked', content: 'Marae, Saturday 10am.', category: 'family', tags: '' },
    milestones: {
      title: 'Estate accounts approved',
      status: 'pending',
      priority: 'medium',
      assigneeId: people[0]!.userId,
      dependsOn: [],
    },
    'due-diligence-checks': {
      name: 'PPSR search',
      category: 'liabilities',
      status: 'pending',
      priority: 'high',
    },
    risks: {
      title: 'Family Protection claim',
      category: 'legal',
      impact: 'high',
      likelihood: 'low',
      status: 'active',
    },
    stakeholders: {
      name: 'Rewi Accountant',
      role: 'advisor',
      type: 'external',
      status: 'active',
      permissions: [],
    },
  };
  const ids: Record<string, string> = {};
  for (const [kind, body] of Object.entries(bodies)) {
    const res = await page.request.post(`/api/estates/${estateId}/${kind}`, {
      data: body,
      headers: { ...SAME_ORIGIN },
    });
    expect(res.status(), `${kind}: ${await res.text()}`).toBe(201);
    ids[kind] = ((await res.json()) as { id: string }).id;
  }
  const risk = `/api/estates/${estateId}/risks/${ids.risks}`;
  const edited = await page.request.put(risk, {
    data: { ...bodies.risks, likelihood: 'high' },
    headers: { ...SAME_ORIGIN, ...(await ifMatchOf(page, risk)) },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(((await edited.json()) as { level: string }).level).toBe('high');
  const stakeholder = `/api/estates/${estateId}/stakeholders/${ids.stakeholders}`;
  const removed = await page.request.delete(stakeholder, {
    headers: { ...SAME_ORIGIN, ...(await ifMatchOf(page, stakeholder)) },
  });
  expect(removed.status()).toBe(204);

  await page.goto(`${estatePage}/timeline`);
  await page.reload();
  const events = page.getByRole('main');
  for (const text of [
    'Stakeholder removed',
    'Risk updated',
    '“Valuation report commissioned”',
    '“Close the GST registration”',
    '“Balance at the date of death”',
    'Family meeting booked',
    '“Estate accounts approved”',
    '“PPSR search”',
    '“Family Protection claim”',
    '“Rewi Accountant”',
  ])
    await expect(events.getByText(text).first()).toBeVisible();
  // Newest first: the deletion was the last thing done.
  await expect(events.getByRole('listitem').first()).toContainText('Stakeholder removed');
});
