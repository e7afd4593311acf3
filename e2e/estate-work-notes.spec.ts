import {
  DEMO,
  createEstate,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpAs,
  test,
  seeToast,
} from './fixtures.js';

/*
 * Notes & Comments and the Estate Timeline (issue 13): a lawyer adds, comments on, edits, filters and
 * deletes notes as cards; the timeline then lists what happened on the estate, newest first, with
 * its search and category in the URL. A beneficiary sees the timeline but not the notes.
 */

test.describe('estate notes and timeline', () => {
  test('notes are cards with a comment thread; the timeline lists the estate’s events', async ({ page }) => {
    test.slow();
    await signUpAs(page, 'lawyer', 'Rangi Lawyer');
    const estateId = await createEstate(page, `Hōhepa Notes ${Date.now().toString(36)}`);
    await page.goto(`/dashboard/estates/${estateId}`);
    const sections = page.getByRole('navigation', { name: 'Estate sections' });
    await sections.getByRole('link', { name: 'Notes & Comments', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes & Comments' })).toBeVisible();
    await expect(page.getByText('No notes yet')).toBeVisible();

    // Add a note: the card shows its category, its tags, its author.
    await page.getByRole('button', { name: 'Add Note' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Called Kiwibank');
    await dialog.getByLabel('Category').selectOption({ label: 'Financial' });
    await dialog.getByLabel('Tags').fill('bank, probate');
    await dialog.getByLabel('Note', { exact: true }).fill('Accounts frozen until the grant is sealed.');
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await seeToast(page, 'Note added');
    const cards = page.getByRole('list', { name: 'Notes' });
    const kiwibank = cards.getByRole('article', { name: 'Called Kiwibank' });
    await expect(kiwibank).toContainText('Financial');
    await expect(kiwibank.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'bank',
      'probate',
    ]);
    await expect(kiwibank).toContainText('Rangi Lawyer');

    // Comment on it: the thread, newest last, and the count on the card.
    await kiwibank.getByRole('button', { name: 'Comment on Called Kiwibank' }).click();
    dialog = page.getByRole('dialog', { name: 'Comments on “Called Kiwibank”' });
    await expect(dialog.getByText('No comments yet.')).toBeVisible();
    await dialog.getByLabel('Add a comment').fill('Sent the death certificate.');
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    const thread = dialog.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await expect(thread).toHaveCount(1);
    await expect(dialog.getByLabel('Add a comment')).toHaveValue('');
    await dialog.getByLabel('Add a comment').fill('They confirmed receipt.');
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(thread).toHaveCount(2);
    await expect(thread.last()).toContainText('They confirmed receipt.');
    await expect(thread.first()).toContainText('Rangi Lawyer');
    await expectNoA11yViolations(page, 'note comments dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(kiwibank.getByRole('button', { name: 'Comment (2) on Called Kiwibank' })).toBeVisible();

    // A second note, then the category filter and the search.
    await page.getByRole('button', { name: 'Add Note' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.getByLabel('Title').fill('Whānau hui');
    await dialog.getByLabel('Category').selectOption({ label: 'Family' });
    await dialog.getByLabel('Note', { exact: true }).fill('Agreed the taonga go to the grandchildren.');
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await seeToast(page, 'Note added');
    await expect(cards.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Category').selectOption({ label: 'Family' });
    await expect(cards.getByRole('article')).toHaveCount(1);
    await expect(cards.getByRole('article', { name: 'Whānau hui' })).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await page.getByLabel('Search notes').fill('TAONGA');
    await expect(cards.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Search notes').fill('');
    await expect(cards.getByRole('article')).toHaveCount(2);

    // Edit one, delete the other; both survive a reload as left.
    await kiwibank.getByRole('button', { name: 'Edit Called Kiwibank' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Note' });
    await expect(dialog.getByLabel('Tags')).toHaveValue('bank, probate');
    await dialog.getByLabel('Title').fill('Called Kiwibank again');
    await dialog.getByRole('button', { name: 'Update Note' }).click();
    await seeToast(page, 'Note updated');
    await cards.getByRole('button', { name: 'Delete Whānau hui' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Whānau hui' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await seeToast(page, 'Note deleted');
    await page.reload();
    await expect(cards.getByRole('article')).toHaveCount(1);
    await expect(cards.getByRole('article', { name: 'Called Kiwibank again' })).toContainText('Rangi Lawyer');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `notes at ${width}px`);
    }

    // The timeline: what just happened, newest first, with its icon type's category and who did it.
    await page.goto(`/dashboard/estates/${estateId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Estate of Hōhepa Notes/ })).toBeVisible();
    await sections.getByRole('link', { name: 'Timeline', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estate Timeline' })).toBeVisible();
    const events = page.getByRole('list', { name: 'Estate events' }).getByRole('listitem');
    await expect(events.first()).toContainText('Note removed');
    await expect(events.first()).toContainText('“Whānau hui”');
    await expect(events.first()).toContainText('Rangi Lawyer');
    await expect(events.last()).toContainText('Estate opened');
    await expect(events.last()).toContainText('Legal Process');
    await expect(events.filter({ hasText: 'Comment added' })).toHaveCount(2);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Category').selectOption({ label: 'Legal Process' });
    await expect(page).toHaveURL(/category=legal/);
    await expect(events).toHaveCount(1);
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    await page.getByLabel('Search events').fill('whānau');
    await expect(page).toHaveURL(/q=wh/);
    await expect(events.filter({ hasText: 'Note added' })).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Search events')).toHaveValue('whānau');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page, `timeline at ${width}px`);
    }
  });

  test('a beneficiary reads the timeline but is told the notes are not theirs', async ({ page }) => {
    await signInAs(page, DEMO.beneficiary);
    const recent = (await (await page.request.get('/api/estates/recent')).json()) as {
      items: { estateId: string }[];
    };
    const estateId = recent.items[0]!.estateId;
    await page.goto(`/dashboard/estates/${estateId}/notes`);
    await expect(
      page.getByText("Only the estate's lawyer, its executor or an admin can see this."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await page.goto(`/dashboard/estates/${estateId}/timeline`);
    const events = page.getByRole('list', { name: 'Estate events' }).getByRole('listitem');
    await expect(events.last()).toContainText('Estate opened');
    // The seed's notes are the firm's: not on a beneficiary's timeline.
    await expect(events.filter({ hasText: 'Note added' })).toHaveCount(0);
  });
});
