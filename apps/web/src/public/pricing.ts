import { BILLING_OPTION_STATE } from './classes';

/**
 * The Monthly / Annual switch of the pricing page, as PricingPlans works it in the app: the
 * pressed option says so (`aria-pressed`), and each price and its period show the chosen one
 * (the page carries both in `data-monthly` and `data-annual`).
 */
export function enhancePricing() {
  const group = document.querySelector('[data-billing]');
  if (!group) return;
  const options = [...group.querySelectorAll<HTMLButtonElement>('button[data-billing-option]')];
  const choose = (billing: string) => {
    for (const option of options) {
      const isPressed = option.dataset.billingOption === billing;
      option.setAttribute('aria-pressed', String(isPressed));
      option.classList.remove(...BILLING_OPTION_STATE[isPressed ? 'unpressed' : 'pressed'].split(' '));
      option.classList.add(...BILLING_OPTION_STATE[isPressed ? 'pressed' : 'unpressed'].split(' '));
    }
    const key = billing === 'annual' ? 'annual' : 'monthly';
    for (const text of document.querySelectorAll<HTMLElement>('[data-monthly][data-annual]')) {
      text.textContent = text.dataset[key] ?? text.textContent;
    }
  };
  for (const option of options) {
    option.addEventListener('click', () => choose(option.dataset.billingOption ?? 'monthly'));
  }
}
