/**
 * The class that turns a question's chevron over while its answer shows, as in FaqAccordion (not
 * shared through src/public/classes.ts: the accordion is in the `site` chunk, which would then take
 * that module, and this page script would load the whole chunk).
 */
const OPEN_CHEVRON = 'rotate-180';

/**
 * The FAQ accordion, as FaqAccordion works it in the app: opening one question closes whichever
 * was open, on the whole page; opening the open one closes it. Each question is a button with
 * `aria-expanded` whose answer (`aria-controls`) is hidden while closed.
 */
export function enhanceFaq() {
  const accordion = document.querySelector('[data-faq]');
  if (!accordion) return;
  const questions = [...accordion.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const setOpen = (question: HTMLButtonElement, isOpen: boolean) => {
    question.setAttribute('aria-expanded', String(isOpen));
    question.querySelector('svg')?.classList.toggle(OPEN_CHEVRON, isOpen);
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    if (answer) answer.hidden = !isOpen;
  };
  for (const question of questions) {
    question.addEventListener('click', () => {
      const wasOpen = question.getAttribute('aria-expanded') === 'true';
      for (const other of questions) if (other !== question) setOpen(other, false);
      setOpen(question, !wasOpen);
    });
  }
}
