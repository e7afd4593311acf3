import { DEMO, expect, signInAs, test } from './fixtures.js';

const ARTICLE = '/help/articles/statutory-clocks';
const ARTICLE_TITLE = 'The statutory clocks after the grant';

test('a help article is prerendered for signed-out readers, with breadcrumbs, related articles and a 404 for an unknown slug', async ({
  page,
  request,
  baseURL,
}) => {
  // The HTML itself carries the article: heading, tab title, description and canonical URL.
  const res = await request.get(ARTICLE);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${ARTICLE_TITLE}</h1>`));
  expect(html).toContain(`<title>${ARTICLE_TITLE} · NZ Estate Platform</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${ARTICLE}"`);
  expect(html).toContain(
    'Section 47 of the Administration Act 1969'.replace('Section', 'Six months: section'),
  );
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${baseURL}${ARTICLE}</loc>`);

  await page.goto(ARTICLE);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
    'href',
    '/dashboard/help',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Twelve months: Family Protection Act claims' }),
  ).toBeVisible();
  // A related article of the same category opens in place.
  await page.getByRole('link', { name: /Small estates and section 65/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Small estates and section 65' })).toBeVisible();
  await expect(page).toHaveTitle('Small estates and section 65 · NZ Estate Platform');

  await page.goto('/help/articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the Help Center finds an article, the glossary finds probate and an FAQ answer opens', async ({
  page,
}) => {
  await signInAs(page, DEMO.executor);
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  for (const category of ['Getting Started', 'Document Management', 'Support & Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  await page.getByLabel('Search help articles').fill('authenticator');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 article found');
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  // A link inside the article moves within the app: the page is not loaded again.
  await page.evaluate('window.stayed = true');
  await page.getByRole('article').getByRole('link', { name: 'contact support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacting support' })).toBeVisible();
  expect(await page.evaluate('window.stayed')).toBe(true);
  await page.goBack();
  await page.goBack();
  await expect(page.getByLabel('Search help articles')).toHaveValue('authenticator');

  // Contact Support: the signed-in person's name and email are filled in.
  await page.getByRole('button', { name: 'Contact Support' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(DEMO.executor.name);
  await expect(dialog.getByLabel('Email address')).toHaveValue(DEMO.executor.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/glossary');
  await page.getByLabel('Search terms').fill('probate');
  const probate = page.getByRole('term').filter({ hasText: /^Probate/ });
  await expect(probate).toBeVisible();
  await expect(probate).toContainText('Court and grant');
  await expect(
    page.getByRole('navigation', { name: 'Jump to letter' }).getByRole('link', { name: 'P' }),
  ).toBeVisible();

  await page.goto('/dashboard/dashboard-faq');
  const question = page.getByRole('button', { name: 'Do I always need probate?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Do I always need probate?' })).toContainText('$40,000');
  await page.getByLabel('Search questions').fill('recovery codes');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('2 questions found');
});
