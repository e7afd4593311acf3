/**
 * The script of every prerendered public page (scripts/prerender.mjs lists it in the page): what
 * the page needs to work, without React. The page's HTML is the app's own rendering of it, so it
 * already reads and looks right; this adds the behaviour of its few interactive parts, each a
 * small module working on the markup the React components drew (their data-* attributes):
 * the slide-out menu, the FAQ accordion, the Monthly / Annual switch, the header's account box,
 * and, loaded only on a page that has one, a form that sends.
 *
 * The app itself (src/main.tsx) is loaded only by pages the prerender did not make: sign-in, the
 * dashboard, and so on. Following a link there is an ordinary page load.
 */
import { showAccount } from './account';
import { enhanceFaq } from './faq';
import { enhanceMenu } from './menu';
import { enhancePricing } from './pricing';

// From here the page handles taps itself; its loader stops keeping them (scripts/prerender.mjs).
document.dispatchEvent(new Event('estate:hydrating'));
enhanceMenu();
enhanceFaq();
enhancePricing();
const forms = document.querySelectorAll<HTMLFormElement>('form[data-public-form]');
const formsReady = forms.length
  ? import('./form').then(({ enhanceForm }) => forms.forEach(enhanceForm))
  : Promise.resolve();
// The loader now clicks again what was tapped before the script arrived.
document.dispatchEvent(new Event('estate:hydrated'));
// The page is as the visitor finally sees it once the header knows who is visiting and the forms
// can send: for anyone inspecting the page and for the browser tests, which wait for it.
void Promise.allSettled([showAccount(), formsReady]).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
