type Issue = { path: string; message: string };

/** Where each public form sends (the API checks it with the schema the app's form uses). */
const FORM_URLS: Record<string, string> = {
  enquiry: '/api/public/enquiries',
  'demo-request': '/api/public/demo-requests',
};

/** What a failed send answers: the field issues, or whether it was refused for sending too often. */
type Failure = { issues: readonly Issue[]; isRateLimited: boolean };

/**
 * A public form on a prerendered page (ContactForm, DemoRequestForm), sent as the React form in
 * the app sends it (usePublicForm), and showing the same: each field's first problem under it (the
 * field marked invalid and described by the message) with focus taken to the first field to fix,
 * a message that goes as soon as its field changes, a message for the whole form on any other
 * failure, the thank-you in place of the form once sent, and nothing typed lost on a failure.
 *
 * The fields are checked by the API, with the same zod schema and messages as the app's form
 * checks them before sending: in this build zod and the schemas share a chunk with React (see
 * decision 036), so checking here would load the framework this page avoids. One request either
 * way when the form is right; one round trip for the messages when it is not.
 *
 * The send button stays disabled in the HTML (so, with scripts off or before this runs, a click
 * cannot post the form natively and lose what was typed); this enables it. The texts for a failure
 * come with the prerendered error template (PublicFormTemplates), from the same constants.
 */
export function enhanceForm(form: HTMLFormElement) {
  const url = FORM_URLS[form.dataset.publicForm ?? ''];
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const errorTemplate = form.parentElement?.querySelector<HTMLTemplateElement>('template[data-form-error]');
  if (!url || !button || !errorTemplate) return;
  const label = button.textContent ?? '';
  const texts = {
    sendFailed: errorTemplate.dataset.sendFailed ?? '',
    rateLimited: errorTemplate.dataset.rateLimited ?? '',
  };
  let isSending = false;

  form.addEventListener('input', (event) => {
    const control = event.target as HTMLElement;
    if (control.getAttribute('aria-invalid') === 'true') clearError(control);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!isSending) void send();
  });
  button.disabled = false;

  const setSending = (sending: boolean) => {
    isSending = sending;
    button.disabled = sending;
    button.textContent = sending ? 'Sending...' : label;
  };

  async function send() {
    showFormError(form, null);
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
    setSending(true);
    const failure = await post(url!, values);
    setSending(false);
    if (!failure) {
      const sent = form.parentElement?.querySelector<HTMLTemplateElement>('template[data-form-sent]');
      if (sent) form.replaceWith(sent.content.cloneNode(true));
      return;
    }
    if (showIssues(form, failure.issues)) return;
    showFormError(form, failure.isRateLimited ? texts.rateLimited : texts.sendFailed);
  }
}

/** POSTs the values as JSON; null when the server took them, else what went wrong. */
async function post(url: string, values: Record<string, string>): Promise<Failure | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(values),
    });
  } catch {
    return { issues: [], isRateLimited: false };
  }
  if (response.ok) return null;
  let issues: Issue[] = [];
  try {
    const body = (await response.json()) as { issues?: unknown };
    if (Array.isArray(body.issues)) {
      issues = body.issues.filter(
        (i): i is Issue =>
          typeof (i as Issue | null)?.path === 'string' && typeof (i as Issue).message === 'string',
      );
    }
  } catch {
    // No JSON: a failure without field issues.
  }
  return { issues, isRateLimited: response.status === 429 };
}

/** The form's own controls by name (not the honeypot's label or the button). */
function control(form: HTMLFormElement, name: string): HTMLElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
}

/** Shows each field's first issue (clearing the others'); says whether any field had one. */
function showIssues(form: HTMLFormElement, issues: readonly Issue[]): boolean {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.split('.')[0] ?? '';
    if (control(form, name) && !messages.has(name)) messages.set(name, issue.message);
  }
  for (const element of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) clearError(element);
  for (const [name, message] of messages) {
    const field = control(form, name);
    if (!field) continue;
    const error = document.createElement('p');
    error.id = `${field.id}-error`;
    error.className = 'mt-1 text-sm text-red-700';
    error.textContent = message;
    field.parentElement?.append(error);
    field.setAttribute('aria-invalid', 'true');
    const describedBy = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', describedBy ? `${describedBy} ${error.id}` : error.id);
  }
  // Take keyboard and screen-reader users to the first field to fix.
  const first = messages.keys().next();
  if (!first.done) control(form, first.value)?.focus();
  return messages.size > 0;
}

function clearError(field: HTMLElement) {
  const errorId = `${field.id}-error`;
  document.getElementById(errorId)?.remove();
  field.removeAttribute('aria-invalid');
  const rest = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== errorId)
    .join(' ');
  if (rest) field.setAttribute('aria-describedby', rest);
  else field.removeAttribute('aria-describedby');
}

/** The message for the whole form at its top (an alert), or none. */
function showFormError(form: HTMLFormElement, message: string | null) {
  form.querySelector(':scope > [data-form-error-shown]')?.remove();
  if (!message) return;
  const template = form.parentElement?.querySelector<HTMLTemplateElement>('template[data-form-error]');
  const alert = template?.content.firstElementChild?.cloneNode(true);
  if (!(alert instanceof HTMLElement)) return;
  alert.dataset.formErrorShown = '';
  const text = alert.querySelector('[data-form-error-text]');
  if (text) text.textContent = message;
  form.prepend(alert);
}
